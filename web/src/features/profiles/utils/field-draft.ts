import type { ProfileFieldInput } from '../api/create-profile-field';

/** What the field definition dialog edits, as texts. */
export interface FieldDraft {
  readonly name: string;
  readonly fieldType: 'SELECT' | 'NUMBER';
  /** One option per line. */
  readonly options: string;
  readonly minValue: string;
  readonly maxValue: string;
  readonly valueType: 'PERCENT' | 'VALUE';
  readonly defaultValue: string;
  readonly canFilter: boolean;
  readonly isDiagram: boolean;
}

const optionsOf = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean),
  ),
];
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** A name, and options (SELECT) or a minimum below the maximum (NUMBER). */
export function fieldDraftComplete(draft: FieldDraft): boolean {
  if (!draft.name.trim()) return false;
  if (draft.fieldType === 'SELECT') return optionsOf(draft.options).length > 0;
  const min = numberOf(draft.minValue);
  const max = numberOf(draft.maxValue);
  return min !== null && max !== null && Number.isFinite(min) && Number.isFinite(max) && min < max;
}

/** The request body; the default goes as a text holding `{ type, value }`. */
export function fieldDefinitionInput(draft: FieldDraft): ProfileFieldInput {
  const isNumber = draft.fieldType === 'NUMBER';
  const fallback = draft.defaultValue.trim();
  return {
    name: draft.name.trim(),
    fieldType: draft.fieldType,
    options: isNumber ? [] : optionsOf(draft.options),
    minValue: isNumber ? numberOf(draft.minValue) : null,
    maxValue: isNumber ? numberOf(draft.maxValue) : null,
    valueType: isNumber ? draft.valueType : null,
    defaultValue: fallback
      ? JSON.stringify({
          type: isNumber ? 'NUMBER' : 'OPTIONS',
          value: isNumber ? Number(fallback) : fallback,
        })
      : null,
    canFilter: draft.canFilter,
    isDiagram: draft.isDiagram,
  };
}
