import type { AnswerOption } from './types.js';

/** Radio-group options of the given values, none of them inverted (the catalogue's and custom questions'). */
export function plainAnswerOptions(values: readonly string[]): AnswerOption[] {
  return values.map((value) => ({ value, inverted: false }));
}
