import { describe, expect, it } from 'vitest';
import { type FieldDraft, fieldDefinitionInput, fieldDraftComplete } from './field-draft';

const draft: FieldDraft = {
  name: 'Reife',
  fieldType: 'SELECT',
  options: 'Gering\n Mittel \n\nHoch\nHoch',
  minValue: '',
  maxValue: '',
  valueType: 'VALUE',
  defaultValue: 'Mittel',
  canFilter: true,
  isDiagram: true,
};

describe('field definition', () => {
  it('sends a select field with its distinct options and an OPTIONS default', () => {
    expect(fieldDefinitionInput(draft)).toMatchObject({
      options: ['Gering', 'Mittel', 'Hoch'],
      minValue: null,
      defaultValue: JSON.stringify({ type: 'OPTIONS', value: 'Mittel' }),
    });
  });

  it('needs a name and options or bounds with the minimum below the maximum', () => {
    expect(fieldDraftComplete(draft)).toBe(true);
    expect(fieldDraftComplete({ ...draft, name: ' ' })).toBe(false);
    expect(fieldDraftComplete({ ...draft, options: '\n' })).toBe(false);
    const number = { ...draft, fieldType: 'NUMBER' as const, defaultValue: '4' };
    expect(fieldDraftComplete({ ...number, minValue: '0', maxValue: '10' })).toBe(true);
    expect(fieldDraftComplete({ ...number, minValue: '10', maxValue: '10' })).toBe(false);
    expect(fieldDraftComplete({ ...number, minValue: '', maxValue: '10' })).toBe(false);
    expect(fieldDefinitionInput({ ...number, minValue: '0', maxValue: '10' })).toMatchObject({
      options: [],
      minValue: 0,
      maxValue: 10,
      defaultValue: JSON.stringify({ type: 'NUMBER', value: 4 }),
    });
  });
});
