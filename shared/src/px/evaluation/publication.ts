import { effectiveThreshold } from '../survey/recipients.js';
import {
  ANONYMITY_THRESHOLD_MIN,
  type AnonymityNotice,
  type RedactedEvaluationNode,
  type RedactedEvaluationPoint,
  redactBelowThreshold,
} from './anonymity.js';
import type { EvaluationPoint } from './evaluationPoint.js';

/**
 * Differencing: two published results of one survey round must never differ by
 * fewer answers than the anonymity threshold, or subtracting them gives away single answers.
 * - A new evaluation point of a round is made only when at least `threshold` complete answers came
 *   in since the round's last point (`evaluationPointGap`); the round's first point needs
 *   `threshold` answers. A finished survey whose final answers have a point gets no second one.
 * - On every read, a figure (round, question, personal question) is withheld when an earlier point
 *   of the same round had the same figure from fewer answers, but not `threshold` fewer
 *   (`redactEvaluationSeries`); a node or element is withheld when a question below it is.
 * - A point is judged by the higher of the threshold in force when it was made and today's
 *   (`pointThreshold`), so lowering the threshold never reveals a figure hidden before.
 */

/**
 * The threshold a stored point is judged by: the higher of the one it was made with and today's,
 * plus one per sender who was also a recipient of its round (the sender could answer himself, so
 * only people the evaluator does not control count toward the threshold).
 */
export function pointThreshold(
  stored: number | null | undefined,
  current: number,
  senderRecipients = 0,
): number {
  return effectiveThreshold(Math.max(stored ?? current, current), senderRecipients);
}

export const PUBLICATION_MESSAGES = {
  finishedHasPoint:
    'Die Umfrage ist beendet und für ihre endgültigen Antworten gibt es bereits einen Auswertungspunkt. Ein weiterer Punkt würde nichts Neues zeigen.',
} as const;

/** Refusal of the round's first point: fewer complete answers than the threshold. */
export function firstPointMessage(threshold: number, missing: number): string {
  return `Ein Auswertungspunkt ist erst ab ${threshold} vollständigen Antworten möglich – es ${missing === 1 ? 'fehlt noch 1 Antwort' : `fehlen noch ${missing} Antworten`}. Das schützt die Anonymität.`;
}

/** Refusal of a further point: fewer than `threshold` new complete answers since the last one. */
export function nextPointMessage(threshold: number, missing: number): string {
  return `Ein neuer Auswertungspunkt ist erst möglich, wenn seit dem letzten Auswertungspunkt dieser Runde mindestens ${threshold} neue vollständige Antworten eingegangen sind – es ${missing === 1 ? 'fehlt noch 1 Antwort' : `fehlen noch ${missing} Antworten`}. Sonst ließen sich einzelne Antworten durch Vergleich der beiden Punkte erkennen.`;
}

export interface PointGapFacts {
  /** Complete answers of the round now. */
  readonly answered: number;
  /** Complete answers of the round's last point, or null when the round has none. */
  readonly published: number | null;
  readonly threshold: number;
  /** The survey is finished: no answer can come in any more. */
  readonly finished: boolean;
}

export type PointGap =
  | { readonly ok: true }
  | { readonly ok: false; readonly missing: number; readonly msg: string };

/**
 * Whether a new evaluation point of the round may be made (on request: refused with the German
 * reason and the number of answers still missing).
 */
export function evaluationPointGap(facts: PointGapFacts): PointGap {
  const { answered, published, threshold, finished } = facts;
  if (published === null) {
    const missing = threshold - answered;
    return missing <= 0 ? { ok: true } : { ok: false, missing, msg: firstPointMessage(threshold, missing) };
  }
  const missing = published + threshold - answered;
  if (missing <= 0) return { ok: true };
  if (finished) return { ok: false, missing, msg: PUBLICATION_MESSAGES.finishedHasPoint };
  return { ok: false, missing, msg: nextPointMessage(threshold, missing) };
}

/**
 * Whether a workflow point (finish, closing a round) is stored: the round's first point always
 * (below the threshold it is hidden whole, so it reveals nothing), a further one only with
 * `threshold` new complete answers. Else the round's last point stays its result.
 */
export function storesWorkflowPoint(answered: number, published: number | null, threshold: number): boolean {
  return published === null || answered - published >= threshold;
}

/** Why a figure is withheld although it has enough answers: an earlier point differs too little. */
export function differenceNotice(threshold: number): AnonymityNotice {
  return {
    minimum: threshold,
    msg: `Ausgeblendet: weniger als ${threshold} neue Antworten seit einem früheren Auswertungspunkt dieser Runde – ein Vergleich würde einzelne Antworten zeigen. Das schützt die Anonymität.`,
  };
}

/** One stored point and the threshold in force when it was made (absent on points made before the threshold was stored with them). */
export interface SeriesPoint {
  readonly point: EvaluationPoint;
  readonly threshold?: number | null | undefined;
}

/** Survey order of points, as trends compare them: round, then time. */
export const surveyOrder = (a: SeriesPoint, b: SeriesPoint) =>
  a.point.round - b.point.round || a.point.timestamp - b.point.timestamp;

/** Counts of each figure of a point: `round`, `q:<questionId>`, `p:<personalQuestionId>`. */
function figureCounts(point: EvaluationPoint): Map<string, number> {
  const counts = new Map<string, number>([['round', point.numberCompleteAnswered]]);
  for (const q of point.questionEvaluations) counts.set(`q:${q.questionId}`, q.responseCount);
  for (const p of point.personalQuestionEvaluations) counts.set(`p:${p.questionId}`, p.responseCount);
  return counts;
}

/** Keys (`q:<id>`, `n:<id>`) of the hidden questions and scored nodes of a redacted point. */
export function hiddenKeys(point: RedactedEvaluationPoint): Set<string> {
  const keys = new Set<string>();
  const walk = (node: RedactedEvaluationNode) => {
    if (node.hidden) keys.add(`n:${node.id}`);
    for (const q of node.questionEvaluation) if (q.hidden) keys.add(`q:${q.questionId}`);
    node.children.forEach(walk);
  };
  point.nodes.forEach(walk);
  for (const q of point.questionEvaluations) if (q.hidden) keys.add(`q:${q.questionId}`);
  return keys;
}

/**
 * Redacts all points of one survey together (the result is aligned with `points`). Each point is
 * judged by `pointThreshold`; a figure is withheld when any earlier point of the same round had it
 * from fewer answers, but fewer than `threshold` fewer, and at least as many as that earlier
 * point's own threshold (only such a figure can ever have been shown). Comparing with every such
 * point, not only the last shown one, keeps the rule safe when the threshold is raised later: a
 * higher threshold only ever withholds more. A trend is hidden when the compared point hid the item.
 */
export function redactEvaluationSeries(
  points: readonly SeriesPoint[],
  currentThreshold: number,
): RedactedEvaluationPoint[] {
  const order = points
    .map((_, index) => index)
    .sort((a, b) => surveyOrder(points[a] as SeriesPoint, points[b] as SeriesPoint));
  const result: RedactedEvaluationPoint[] = new Array(points.length);
  /** Per round: the counts of each figure in earlier points that could have been shown. */
  const references = new Map<number, Map<string, number[]>>();
  let hiddenBefore = new Set<string>();
  for (const index of order) {
    const stored = points[index] as SeriesPoint;
    const { point } = stored;
    const senders = point.senderRecipients ?? 0;
    const threshold = pointThreshold(stored.threshold, currentThreshold, senders);
    const floor = effectiveThreshold(stored.threshold ?? ANONYMITY_THRESHOLD_MIN, senders);
    const roundRefs = references.get(point.round) ?? new Map<string, number[]>();
    references.set(point.round, roundRefs);
    const counts = figureCounts(point);
    const tooClose = (key: string, count: number) =>
      count > 0 &&
      (roundRefs.get(key) ?? []).some((earlier) => count > earlier && count - earlier < threshold);
    const withheld = new Map<string, AnonymityNotice>();
    for (const [key, count] of counts) {
      if (key !== 'round' && tooClose(key, count)) withheld.set(key, differenceNotice(threshold));
    }
    const redacted = redactBelowThreshold(point, threshold, {
      round: tooClose('round', point.numberCompleteAnswered) ? differenceNotice(threshold) : null,
      withheld,
      hiddenBefore,
    });
    result[index] = redacted;
    for (const [key, count] of counts) {
      if (count >= floor) roundRefs.set(key, [...(roundRefs.get(key) ?? []), count]);
    }
    hiddenBefore = hiddenKeys(redacted);
  }
  return result;
}
