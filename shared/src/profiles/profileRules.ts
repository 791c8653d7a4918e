/**
 * Pure rules of process profiles: the
 * completeness counter, the validation of custom number fields and the binning of the map's axes.
 * Shared by the API (validation) and the SPA (dialog, map).
 */
import {
  LEVEL_LABELS,
  PROCESS_TYPE_LABELS,
  PROFILE_TEXTS,
  type ProcessType,
  RATING_ORDER,
} from './profileTexts.js';

/** The part of a custom field definition the rules need. */
export interface FieldRule {
  readonly id: string;
  readonly name: string;
  readonly fieldType: 'SELECT' | 'NUMBER';
  readonly options: readonly string[];
  readonly minValue: number | null;
  readonly maxValue: number | null;
}

export interface FieldValue {
  readonly customFieldId: string;
  readonly fieldValue: string;
}

/** The fields of a profile the counter looks at; id, links, dates and creator are excluded. */
export interface CountedProfile {
  readonly name: string;
  readonly trigger: string;
  readonly outcome: string;
  readonly description: string;
  readonly department: readonly string[];
  readonly systems: readonly string[];
  readonly connectedDepartments: readonly string[];
  readonly involvedRoles: readonly string[];
  readonly processType: ProcessType | null;
  readonly customFields: readonly FieldValue[];
}

const filledText = (text: string) => text.trim().length > 0;

export function fieldValueOf(values: readonly FieldValue[], fieldId: string): string {
  return values.find((v) => v.customFieldId === fieldId)?.fieldValue ?? '';
}

/**
 * The error of a custom field's value, or null: number fields use the specified three messages
 * (required, too large, too small), select fields accept only their options.
 */
export function fieldValueError(field: FieldRule, value: string): string | null {
  const text = value.trim();
  if (!text) return PROFILE_TEXTS.numberRequired;
  if (field.fieldType === 'SELECT') return field.options.includes(text) ? null : PROFILE_TEXTS.notAnOption;
  const number = Number(text.replace(',', '.'));
  if (!Number.isFinite(number)) return PROFILE_TEXTS.numberRequired;
  if (field.maxValue !== null && number > field.maxValue) return PROFILE_TEXTS.numberTooLarge(field.maxValue);
  if (field.minValue !== null && number < field.minValue) return PROFILE_TEXTS.numberTooSmall(field.minValue);
  return null;
}

/**
 * 'Ausgefüllt X von Y': the profile's own fields (name, trigger, outcome, main steps, department,
 * systems, connected departments, involved roles, process type) plus every custom field; a custom
 * field counts as filled when its value is valid.
 */
export function profileCompleteness(
  profile: CountedProfile,
  fields: readonly FieldRule[],
): { readonly filled: number; readonly total: number } {
  const own = [
    filledText(profile.name),
    filledText(profile.trigger),
    filledText(profile.outcome),
    filledText(profile.description),
    profile.department.length > 0,
    profile.systems.length > 0,
    profile.connectedDepartments.length > 0,
    profile.involvedRoles.length > 0,
    profile.processType !== null,
  ];
  const custom = fields.map((f) => fieldValueError(f, fieldValueOf(profile.customFields, f.id)) === null);
  const all = [...own, ...custom];
  return { filled: all.filter(Boolean).length, total: all.length };
}

export interface NumberRange {
  readonly lower: number;
  readonly upper: number;
  readonly label: string;
}

/** The 5 equal ranges of a number field's axis, bounds as integers. */
export function numberRanges(min: number, max: number): NumberRange[] {
  const step = (max - min) / 5;
  return Array.from({ length: 5 }, (_, i) => {
    const lower = Math.round(min + i * step);
    const upper = i === 4 ? Math.round(max) : Math.round(min + (i + 1) * step);
    return { lower, upper, label: `${lower} – ${upper}` };
  });
}

/**
 * The range a value falls in: strictly between the lower and the upper bound, compared as
 * integers (kept as specified: a value on a bound is in no range); -1 for none.
 */
export function numberRangeIndex(ranges: readonly NumberRange[], value: string): number {
  const parsed = Number.parseInt(value, 10);
  if (Number.isNaN(parsed)) return -1;
  return ranges.findIndex((r) => parsed > r.lower && parsed < r.upper);
}

const RATING_RANK = new Map<string, number>(RATING_ORDER.map((label, i) => [label, i]));
for (const [level, label] of Object.entries(LEVEL_LABELS))
  RATING_RANK.set(level, RATING_RANK.get(label) ?? 0);

/**
 * A select field's categories: 'Keine Angabe' first; options that are ratings (Gering, Mittel,
 * Hoch) in the rating order, the others after them in their defined order.
 */
function selectCategories(options: readonly string[]): string[] {
  const ranked = options
    .map((option, index) => ({ option, index, rank: RATING_RANK.get(option) ?? RATING_ORDER.length }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((o) => o.option);
  return [PROFILE_TEXTS.noAnswer, ...ranked.filter((o) => o !== PROFILE_TEXTS.noAnswer)];
}

/** The categories of a map axis: 'Keine Angabe' followed by the 5 ranges or the options. */
export function axisCategories(field: FieldRule): string[] {
  if (field.fieldType === 'SELECT') return selectCategories(field.options);
  if (field.minValue === null || field.maxValue === null) return [PROFILE_TEXTS.noAnswer];
  return [PROFILE_TEXTS.noAnswer, ...numberRanges(field.minValue, field.maxValue).map((r) => r.label)];
}

/** The index in `axisCategories(field)` of a profile's value; 0 ('Keine Angabe') without a match. */
export function axisCategoryIndex(field: FieldRule, values: readonly FieldValue[]): number {
  const value = fieldValueOf(values, field.id).trim();
  if (!value) return 0;
  if (field.fieldType === 'SELECT') return Math.max(0, axisCategories(field).indexOf(value));
  if (field.minValue === null || field.maxValue === null) return 0;
  return numberRangeIndex(numberRanges(field.minValue, field.maxValue), value) + 1;
}

export const processTypeLabel = (type: ProcessType | null): string =>
  type ? PROCESS_TYPE_LABELS[type] : PROFILE_TEXTS.noAnswer;
