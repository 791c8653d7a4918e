import { isWholeNumberIn } from '../../wholeNumbers.js';
import type {
  EvaluationNode,
  EvaluationPoint,
  PersonalQuestionEvaluation,
  QuestionEvaluation,
} from './evaluationPoint.js';

/**
 * Anonymity threshold (the practice of Qualtrics EX, Viva Glint and COPSOQ): no group
 * result leaves the API for a survey round, node or question with fewer complete answers than the
 * client's threshold; free-text answers need a higher one.
 */

export const ANONYMITY_THRESHOLD_DEFAULT = 5;
export const ANONYMITY_THRESHOLD_MIN = 5;
export const ANONYMITY_THRESHOLD_MAX = 10;
export const FREE_TEXT_THRESHOLD_DEFAULT = 10;
export const FREE_TEXT_THRESHOLD_MIN = 10;
/** Upper bound for the free-text threshold; the issue names none, this keeps values sensible. */
export const FREE_TEXT_THRESHOLD_MAX = 100;

export interface AnonymitySettings {
  readonly anonymityThreshold: number;
  readonly freeTextThreshold: number;
}

export const DEFAULT_ANONYMITY_SETTINGS: AnonymitySettings = {
  anonymityThreshold: ANONYMITY_THRESHOLD_DEFAULT,
  freeTextThreshold: FREE_TEXT_THRESHOLD_DEFAULT,
};

export function anonymityThresholdMessage(): string {
  return `Die Anonymitätsschwelle muss eine ganze Zahl von ${ANONYMITY_THRESHOLD_MIN} bis ${ANONYMITY_THRESHOLD_MAX} sein.`;
}

export function freeTextThresholdMessage(): string {
  return `Die Schwelle für Freitextantworten muss eine ganze Zahl von ${FREE_TEXT_THRESHOLD_MIN} bis ${FREE_TEXT_THRESHOLD_MAX} sein.`;
}

/** Refusal of a lower threshold: it would reveal results that were hidden before. */
export const ANONYMITY_ONLY_UPWARD_MESSAGE = 'Die Anonymitätsschwellen können nur erhöht werden.';

export type SettingsChange =
  | { readonly ok: true; readonly settings: AnonymitySettings }
  | { readonly ok: false; readonly msg: string };

/**
 * Validates a change of a client's thresholds: whole numbers, anonymity 5–10, free text 10–100,
 * and each only upward (a lower threshold would reveal results that were hidden before).
 */
export function changeAnonymitySettings(
  current: AnonymitySettings,
  requested: Partial<AnonymitySettings>,
): SettingsChange {
  const anonymityThreshold = requested.anonymityThreshold ?? current.anonymityThreshold;
  const freeTextThreshold = requested.freeTextThreshold ?? current.freeTextThreshold;
  if (!isWholeNumberIn(anonymityThreshold, ANONYMITY_THRESHOLD_MIN, ANONYMITY_THRESHOLD_MAX)) {
    return { ok: false, msg: anonymityThresholdMessage() };
  }
  if (!isWholeNumberIn(freeTextThreshold, FREE_TEXT_THRESHOLD_MIN, FREE_TEXT_THRESHOLD_MAX)) {
    return { ok: false, msg: freeTextThresholdMessage() };
  }
  if (anonymityThreshold < current.anonymityThreshold || freeTextThreshold < current.freeTextThreshold) {
    return { ok: false, msg: ANONYMITY_ONLY_UPWARD_MESSAGE };
  }
  return { ok: true, settings: { anonymityThreshold, freeTextThreshold } };
}

/** Why a result is hidden; `msg` is the text the UI shows. */
export interface AnonymityNotice {
  readonly minimum: number;
  readonly msg: string;
}

export function anonymityMessage(minimum: number): string {
  return `Zu wenige Antworten für eine anonyme Auswertung (mindestens ${minimum})`;
}

/** The notice for a group of `count` complete answers, or null when it may be shown. */
export function anonymityNotice(count: number, threshold: number): AnonymityNotice | null {
  return count < threshold ? { minimum: threshold, msg: anonymityMessage(threshold) } : null;
}

export type Redacted<T> = T & {
  /** Set when the result itself is hidden. */
  readonly hidden: AnonymityNotice | null;
  /** Set when only the trend is hidden, because the compared point had too few answers. */
  readonly trendHidden: AnonymityNotice | null;
};

export interface RedactedEvaluationNode extends Omit<EvaluationNode, 'children' | 'questionEvaluation'> {
  readonly hidden: AnonymityNotice | null;
  readonly trendHidden: AnonymityNotice | null;
  readonly children: readonly RedactedEvaluationNode[];
  readonly questionEvaluation: readonly Redacted<QuestionEvaluation>[];
}

export interface RedactedEvaluationPoint
  extends Omit<EvaluationPoint, 'nodes' | 'questionEvaluations' | 'personalQuestionEvaluations'> {
  /** Set when the whole round is below the threshold; then every group below is hidden too. */
  readonly hidden: AnonymityNotice | null;
  readonly nodes: readonly RedactedEvaluationNode[];
  readonly questionEvaluations: readonly Redacted<QuestionEvaluation>[];
  readonly personalQuestionEvaluations: readonly Redacted<PersonalQuestionEvaluation>[];
}

/**
 * What earlier points of the same survey decide about this one (`redactEvaluationSeries`): figures
 * withheld because they differ from their last shown value by fewer answers than the threshold,
 * and the items that were hidden in the compared point (their trend would reveal them).
 * Keys: `q:<questionId>`, `p:<personalQuestionId>`, `n:<nodeId>`.
 */
export interface SeriesRedaction {
  /** Set when the whole point differs from the round's last shown point by too few answers. */
  readonly round?: AnonymityNotice | null;
  /** Questions and personal questions withheld by the difference rule. */
  readonly withheld?: ReadonlyMap<string, AnonymityNotice>;
  /** Items hidden in the compared (previous) point: their trend stays hidden. */
  readonly hiddenBefore?: ReadonlySet<string>;
}

function redactQuestion(
  question: QuestionEvaluation,
  notice: AnonymityNotice | null,
  threshold: number,
  comparedHidden: boolean,
): Redacted<QuestionEvaluation> {
  if (!notice) {
    const trendHidden =
      question.trend === null
        ? null
        : (anonymityNotice(question.comparisonResponseCount, threshold) ??
          (comparedHidden ? trendWithheldNotice(threshold) : null));
    return { ...question, trend: trendHidden ? null : question.trend, hidden: null, trendHidden };
  }
  return {
    ...question,
    scores: null,
    percentages: null,
    averageAnswer: null,
    answerScore: null,
    trend: null,
    hidden: notice,
    trendHidden: null,
  };
}

/** Why a trend is hidden although both sides are shown now: the compared figure was hidden. */
export function trendWithheldNotice(threshold: number): AnonymityNotice {
  return {
    minimum: threshold,
    msg: 'Kein Trend: der Vergleichswert ist ausgeblendet und bleibt es – schützt die Anonymität',
  };
}

/** The question ids answered somewhere below a node (its own and its subtree's). */
function answeredQuestionIds(node: EvaluationNode): string[] {
  return [
    ...node.questionEvaluation.filter((q) => q.responseCount > 0).map((q) => q.questionId),
    ...node.children.flatMap(answeredQuestionIds),
  ];
}

/**
 * Removes every result of a group with fewer answers than `threshold`: the whole point when the
 * round has fewer complete answers (scores, distributions, trends, personal-question counts), else
 * each node (counted by its least-answered question, so no hidden figure can be worked out by
 * subtraction) and each question on its own. A shown result's trend is hidden too when the
 * compared point had too few answers (the trend would reveal that earlier score). Counts of
 * answers stay: creators see them anyway. `series` adds what earlier points decide (the difference
 * rule): a withheld question hides every node above it, so no node score reveals it either.
 */
export function redactBelowThreshold(
  point: EvaluationPoint,
  threshold: number,
  series: SeriesRedaction = {},
): RedactedEvaluationPoint {
  const roundNotice = anonymityNotice(point.numberCompleteAnswered, threshold) ?? series.round ?? null;
  const withheld = series.withheld ?? new Map<string, AnonymityNotice>();
  const hiddenBefore = series.hiddenBefore ?? new Set<string>();
  const questionNotice = (
    q: { readonly questionId: string; readonly responseCount: number },
    prefix: string,
  ) =>
    roundNotice ??
    (q.responseCount > 0
      ? (anonymityNotice(q.responseCount, threshold) ?? withheld.get(`${prefix}${q.questionId}`) ?? null)
      : null);
  const redactQ = (q: QuestionEvaluation) =>
    redactQuestion(q, questionNotice(q, 'q:'), threshold, hiddenBefore.has(`q:${q.questionId}`));
  const redactNode = (node: EvaluationNode): RedactedEvaluationNode => {
    const withheldBelow = answeredQuestionIds(node)
      .map((id) => withheld.get(`q:${id}`))
      .find((found) => found !== undefined);
    const notice =
      roundNotice ??
      (node.score === null
        ? null
        : (anonymityNotice(node.responseCount, threshold) ?? withheldBelow ?? null));
    const trendHidden =
      notice || node.trend === null
        ? null
        : (anonymityNotice(node.comparisonResponseCount, threshold) ??
          (hiddenBefore.has(`n:${node.id}`) ? trendWithheldNotice(threshold) : null));
    return {
      ...node,
      score: notice ? null : node.score,
      trend: notice || trendHidden ? null : node.trend,
      hidden: notice,
      trendHidden,
      children: node.children.map(redactNode),
      questionEvaluation: node.questionEvaluation.map(redactQ),
    };
  };
  return {
    ...point,
    hidden: roundNotice,
    nodes: point.nodes.map(redactNode),
    questionEvaluations: point.questionEvaluations.map(redactQ),
    personalQuestionEvaluations: point.personalQuestionEvaluations.map((p) => {
      const notice = questionNotice(p, 'p:');
      return { ...p, scores: notice ? null : p.scores, hidden: notice, trendHidden: null };
    }),
  };
}
