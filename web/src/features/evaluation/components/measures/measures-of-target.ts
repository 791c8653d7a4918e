import type { Measure } from '@prozesspuls/shared';

/**
 * The measures taken on one evaluation node (those on its questions excluded) or, with a
 * `questionId`, on one question. A risk assessment's measure is on activities of a model, never on
 * a node or question, so it is never one of them.
 */
export function measuresOfTarget(
  measures: readonly Measure[],
  target: { readonly nodeId?: string | null; readonly questionId?: string | null },
): Measure[] {
  const own = measures.filter((m) => m.riskAssessment === null);
  if (target.questionId) return own.filter((m) => m.questionId === target.questionId);
  return own.filter((m) => m.questionId === null && m.nodeId === (target.nodeId ?? null));
}
