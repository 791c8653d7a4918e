import {
  type AnonymityNotice,
  anonymityNotice,
  type RedactedEvaluationPoint,
} from '../px/evaluation/anonymity.js';
import { roundHalfUp } from '../px/evaluation/rounding.js';
import { scoreTrend } from '../px/evaluation/trend.js';

/**
 * Strain per activity and role (GDA steps 3 and 6). Every figure comes from already redacted
 * evaluation points (shared/src/px/evaluation: the threshold and the difference rule), and these
 * rules check the threshold once more on the way out, so no strain figure of fewer answers than
 * the threshold is ever shown. Scores are school grades: 1 little strain … 6 high strain.
 */

/** The strain one survey shows for one element. */
export interface StrainResult {
  /** 1 decimal; null when hidden or without answers. */
  readonly score: number | null;
  /** Fewest answers behind the score (what the threshold checks). */
  readonly responseCount: number;
  readonly hidden: AnonymityNotice | null;
}

export const NO_STRAIN: StrainResult = { score: null, responseCount: 0, hidden: null };

/**
 * The strain a survey of a whole module (STRESS, IWAK) shows for the activities it is linked to:
 * the unweighted mean of its shown root node scores. Hidden when the round is; nodes hidden by
 * the threshold are left out (their figure cannot be worked out from the others, as the
 * evaluation's own node redaction already ensures).
 */
export function surveyStrain(point: RedactedEvaluationPoint, threshold: number): StrainResult {
  if (point.hidden) return { score: null, responseCount: point.numberCompleteAnswered, hidden: point.hidden };
  const shown = point.nodes.filter((node) => node.hidden === null && node.score !== null);
  if (shown.length === 0) return { ...NO_STRAIN, responseCount: point.numberCompleteAnswered };
  const responseCount = Math.min(...shown.map((node) => node.responseCount));
  const notice = anonymityNotice(responseCount, threshold);
  if (notice) return { score: null, responseCount, hidden: notice };
  const mean = shown.reduce((sum, node) => sum + (node.score ?? 0), 0) / shown.length;
  return { score: roundHalfUp(mean, 1), responseCount, hidden: null };
}

/**
 * One element's strain over several linked surveys: the mean of the shown results. A hidden
 * result adds nothing (it stays hidden); when none is shown, the first notice says why.
 */
export function combineStrain(results: readonly StrainResult[], threshold: number): StrainResult {
  const shown = results.filter(
    (r) => r.hidden === null && r.score !== null && anonymityNotice(r.responseCount, threshold) === null,
  );
  if (shown.length === 0) {
    const hidden =
      results.find((r) => r.hidden)?.hidden ??
      (results.some((r) => r.score !== null) ? anonymityNotice(0, threshold) : null);
    return { score: null, responseCount: 0, hidden };
  }
  const mean = shown.reduce((sum, r) => sum + (r.score ?? 0), 0) / shown.length;
  return {
    score: roundHalfUp(mean, 1),
    responseCount: Math.min(...shown.map((r) => r.responseCount)),
    hidden: null,
  };
}

/** Before/after of one element (step 6, Wirksamkeitskontrolle). */
export interface StrainComparison {
  readonly before: number | null;
  readonly after: number | null;
  /** before − after, 1 decimal: positive = strain went down (improved). Null unless both are shown. */
  readonly trend: number | null;
  /** Set when either round is below the threshold: then neither figure nor trend is shown. */
  readonly hidden: AnonymityNotice | null;
}

const noticeOf = (result: StrainResult, threshold: number): AnonymityNotice | null =>
  result.hidden ?? (result.score === null ? null : anonymityNotice(result.responseCount, threshold));

/**
 * Compares an element's strain before and after its measures. Reported only where BOTH rounds
 * pass the anonymity threshold: one shown side next to a hidden one would let the reader relate
 * a changed group to a single answer, and a trend against a hidden figure would reveal it.
 */
export function compareStrain(
  before: StrainResult,
  after: StrainResult,
  threshold: number,
): StrainComparison {
  const hidden = noticeOf(before, threshold) ?? noticeOf(after, threshold);
  if (hidden) return { before: null, after: null, trend: null, hidden };
  if (before.score === null || after.score === null)
    return { before: null, after: null, trend: null, hidden: null };
  return {
    before: before.score,
    after: after.score,
    trend: scoreTrend(before.score, after.score),
    hidden: null,
  };
}

/** Heat level of a strain score in the 'Belastung' overlay: ≤ 2 gering, ≤ 4 mittel, else hoch. */
export type StrainLevel = 'gering' | 'mittel' | 'hoch';
export const STRAIN_LEVELS: readonly { readonly level: StrainLevel; readonly label: string }[] = [
  { level: 'gering', label: 'geringe Belastung (Score bis 2,0)' },
  { level: 'mittel', label: 'mittlere Belastung (Score über 2,0 bis 4,0)' },
  { level: 'hoch', label: 'hohe Belastung (Score über 4,0)' },
];

export function strainLevel(score: number | null): StrainLevel | null {
  if (score === null) return null;
  if (score <= 2) return 'gering';
  if (score <= 4) return 'mittel';
  return 'hoch';
}
