import { describe, expect, it } from 'vitest';
import {
  axisCategories,
  axisCategoryIndex,
  type CountedProfile,
  type FieldRule,
  fieldValueError,
  numberRangeIndex,
  numberRanges,
  profileCompleteness,
} from './profileRules.js';

const numberField: FieldRule = {
  id: 'f-num',
  name: 'Durchlaufzeit',
  fieldType: 'NUMBER',
  options: [],
  minValue: 0,
  maxValue: 100,
};
const selectField: FieldRule = {
  id: 'f-sel',
  name: 'Reifegrad',
  fieldType: 'SELECT',
  options: ['Hoch', 'Gering', 'Mittel'],
  minValue: null,
  maxValue: null,
};

describe('number ranges of a map axis', () => {
  it('divides the bounds into 5 equal integer ranges', () => {
    expect(numberRanges(0, 100).map((r) => [r.lower, r.upper])).toEqual([
      [0, 20],
      [20, 40],
      [40, 60],
      [60, 80],
      [80, 100],
    ]);
    expect(numberRanges(0, 7).map((r) => [r.lower, r.upper])).toEqual([
      [0, 1],
      [1, 3],
      [3, 4],
      [4, 6],
      [6, 7],
    ]);
  });

  it.each([
    ['10', 0],
    ['21', 1],
    ['59', 2],
    ['99', 4],
    ['20', -1],
    ['0', -1],
    ['100', -1],
    ['45.9', 2],
    ['abc', -1],
    ['150', -1],
  ])('puts %s into range %i (strictly between the bounds, as integers)', (value, index) => {
    expect(numberRangeIndex(numberRanges(0, 100), value)).toBe(index);
  });
});

describe('axis categories', () => {
  it('lists Keine Angabe and the 5 ranges of a number field', () => {
    expect(axisCategories(numberField)).toEqual([
      'Keine Angabe',
      '0 – 20',
      '20 – 40',
      '40 – 60',
      '60 – 80',
      '80 – 100',
    ]);
  });

  it('orders rating options Keine Angabe, Gering, Mittel, Hoch', () => {
    expect(axisCategories(selectField)).toEqual(['Keine Angabe', 'Gering', 'Mittel', 'Hoch']);
  });

  it('keeps other options in their defined order after Keine Angabe', () => {
    expect(axisCategories({ ...selectField, options: ['Extern', 'Intern'] })).toEqual([
      'Keine Angabe',
      'Extern',
      'Intern',
    ]);
  });

  it.each([
    [numberField, '30', 2],
    [numberField, '', 0],
    [numberField, '40', 0],
    [selectField, 'Hoch', 3],
    [selectField, 'Gering', 1],
    [selectField, '', 0],
    [selectField, 'weg', 0],
  ])('places the value of %o %s in category %i', (field, value, index) => {
    expect(axisCategoryIndex(field, value ? [{ customFieldId: field.id, fieldValue: value }] : [])).toBe(
      index,
    );
  });
});

describe('custom field values', () => {
  it.each([
    ['', 'Dieses Feld muss ausgefüllt werden'],
    ['  ', 'Dieses Feld muss ausgefüllt werden'],
    ['x', 'Dieses Feld muss ausgefüllt werden'],
    ['101', 'Wert zu groß. Maximum ist 100'],
    ['-1', 'Wert zu klein. Minimum ist 0'],
    ['0', null],
    ['100', null],
    ['55,5', null],
  ])('number value %j → %s', (value, error) => {
    expect(fieldValueError(numberField, value)).toBe(error);
  });

  it('accepts only the options of a select field', () => {
    expect(fieldValueError(selectField, 'Mittel')).toBeNull();
    expect(fieldValueError(selectField, 'Sehr hoch')).toBe('Dieser Wert steht nicht zur Auswahl');
  });
});

describe('Ausgefüllt X von Y', () => {
  const empty: CountedProfile = {
    name: '',
    trigger: '',
    outcome: '',
    description: '',
    department: [],
    systems: [],
    connectedDepartments: [],
    involvedRoles: [],
    processType: null,
    customFields: [],
  };

  /** Values of the number field and the select field, as a profile stores them. */
  const customValues = (numberValue: string, selectValue: string) => [
    { customFieldId: 'f-num', fieldValue: numberValue },
    { customFieldId: 'f-sel', fieldValue: selectValue },
  ];

  it('counts the 9 own fields and every custom field, nothing else', () => {
    expect(profileCompleteness(empty, [numberField, selectField])).toEqual({ filled: 0, total: 11 });
    expect(profileCompleteness(empty, [])).toEqual({ filled: 0, total: 9 });
  });

  const partly: CountedProfile = {
    ...empty,
    name: 'Einkauf',
    trigger: '  ',
    department: ['d1'],
    processType: 'CORE',
    customFields: customValues('500', 'Hoch'),
  };

  it('counts filled fields; an invalid custom value is not filled', () => {
    expect(profileCompleteness(partly, [numberField, selectField])).toEqual({ filled: 4, total: 11 });
  });

  it('is complete when the remaining fields are filled too', () => {
    const full: CountedProfile = {
      ...partly,
      trigger: 'Bedarf',
      outcome: 'Bestellung',
      description: 'Prüfen, bestellen',
      systems: ['s1'],
      connectedDepartments: ['d2'],
      involvedRoles: ['r1'],
      processType: 'SUPPORT',
      customFields: customValues('50', 'Mittel'),
    };
    expect(profileCompleteness(full, [numberField, selectField])).toEqual({ filled: 11, total: 11 });
  });
});
