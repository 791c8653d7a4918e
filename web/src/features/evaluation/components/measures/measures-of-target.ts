import type { Measure } from '@prozesspuls/shared';

/**
 * The measures taken on one evaluation node (those on its questions excluded) or, with a
 * `questionId`, on one question.
 */
export function measuresOfTarget(
  measures: readonly Measure[],
  target: { readonly nodeId?: string | null; readonly questionId?: string | null },
): Measure[] {
  if (target.questionId) return measures.filter((m) => m.questionId === target.questionId);
  return measures.filter((m) => m.questionId === null && m.nodeId === (target.nodeId ?? null));
}
