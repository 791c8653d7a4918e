import type { ProcessProfile, ProfileField } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { defaultValueOf, formState, profileForm, profileInput, withFieldValue } from './profile-form';

const number: ProfileField = {
  id: 'n',
  fieldId: 'kosten',
  name: 'Kosten',
  fieldType: 'NUMBER',
  options: [],
  minValue: 0,
  maxValue: 10,
  valueType: 'VALUE',
  defaultValue: JSON.stringify({ type: 'NUMBER', value: 5 }),
  canFilter: false,
  isDiagram: true,
};

describe('profile form', () => {
  it('starts a new profile with the custom fields defaults and the given name', () => {
    const form = profileForm([number], undefined, 'Einkauf');
    expect(form.name).toBe('Einkauf');
    expect(form.customFields).toEqual([{ customFieldId: 'n', fieldValue: '5' }]);
    expect(formState(form, [number])).toEqual({ filled: 2, total: 10, complete: false });
  });

  it('reads a plain text default as it is', () => {
    expect(defaultValueOf({ ...number, defaultValue: '7' })).toBe('7');
    expect(defaultValueOf({ ...number, defaultValue: null })).toBe('');
  });

  it('is complete only when every field is filled and valid', () => {
    const profile: ProcessProfile = {
      id: 'p',
      name: 'Einkauf',
      trigger: 'a',
      outcome: 'b',
      description: 'c',
      department: ['d'],
      systems: ['s'],
      connectedDepartments: ['d2'],
      involvedRoles: ['r'],
      processType: 'CORE',
      customFields: [{ customFieldId: 'n', fieldValue: '3' }],
      connectedModelId: null,
      createdDate: '2026-01-01T00:00:00.000Z',
      createdBy: 'x',
    };
    const form = profileForm([number], profile);
    expect(formState(form, [number]).complete).toBe(true);
    expect(formState(withFieldValue(form, 'n', '11'), [number]).complete).toBe(false);
  });

  it('sends only custom fields with a value', () => {
    const form = withFieldValue(profileForm([number]), 'n', ' ');
    expect(profileInput(form).customFields).toEqual([]);
  });
});
