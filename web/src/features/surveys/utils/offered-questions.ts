import type { AnswerOption, AnswerType, SurveyQuestionSource } from '@prozesspuls/shared/px';
import { ANSWER_TYPES, isProcessBased, PX_MODULES, STANDARD_CATALOGUE } from '@prozesspuls/shared/px';

/** A question the manual wizard offers: one without the process perspective. */
export interface OfferedQuestion extends SurveyQuestionSource {
  readonly answerOptions: readonly AnswerOption[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isAnswerType = (value: unknown): value is AnswerType =>
  typeof value === 'string' && (ANSWER_TYPES as readonly string[]).includes(value);

/**
 * A question of the process perspective: module 4, or attached to an element kind. Its `type` may
 * still be 'NONE' (a process question without a perspective type), so the type alone does not tell.
 */
function hasProcessPerspective(entry: Record<string, unknown>): boolean {
  const module = PX_MODULES.find((candidate) => candidate === entry.module);
  if (module !== undefined && isProcessBased(module)) return true;
  return typeof entry.element === 'string' && entry.element !== '' && entry.element !== 'none';
}

function optionsOf(value: unknown): AnswerOption[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((option) =>
    isRecord(option) && typeof option.value === 'string'
      ? [{ value: option.value, inverted: option.inverted === true }]
      : [],
  );
}

/**
 * The questions of GET /px/question/type/NONE as the wizard needs them; entries with a process
 * perspective or without id, text or a known answer type are left out.
 */
export function parseOfferedQuestions(reply: unknown): OfferedQuestion[] {
  if (!Array.isArray(reply)) return [];
  return reply.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const { id, text, answerType, type } = entry;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof text !== 'string') return [];
    if (!isAnswerType(answerType) || (type !== undefined && type !== null && type !== 'NONE')) return [];
    if (hasProcessPerspective(entry)) return [];
    return [{ id: String(id), text, answerType, answerOptions: optionsOf(entry.answerOptions) }];
  });
}

/** The standard questions without process perspective (modules 1, 2 and 5), seeded for every client. */
export const STANDARD_OFFERED: readonly OfferedQuestion[] = STANDARD_CATALOGUE.filter(
  (item) => item.type === 'NONE' && item.element === null,
).map(({ id, text, answerType, answerOptions }) => ({ id, text, answerType, answerOptions }));

/** The client's own questions first, then the standard ones; each id once. */
export function mergeOfferedQuestions(
  custom: readonly OfferedQuestion[],
  standard: readonly OfferedQuestion[] = STANDARD_OFFERED,
): OfferedQuestion[] {
  const seen = new Set<string>();
  return [...custom, ...standard].filter((question) => {
    if (seen.has(question.id)) return false;
    seen.add(question.id);
    return true;
  });
}
