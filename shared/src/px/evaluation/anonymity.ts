import { effectiveThreshold } from '../survey/recipients.js';
import type {
  EvaluationNode,
  EvaluationPoint,
  PersonalQuestionEvaluation,
  QuestionEvaluation,
} from './evaluationPoint.js';

/**
 * Anonymity threshold (issue 17; the practice of Qualtrics EX, Viva Glint and COPSOQ): no group
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
  if (
    !Number.isInteger(anonymityThreshold) ||
    anonymityThreshold < ANONYMITY_THRESHOLD_MIN ||
    anonymityThreshold > ANONYMITY_THRESHOLD_MAX
  ) {
    return { ok: false, msg: anonymityThresholdMessage() };
  }
  if (
    !Number.isInteger(freeTextThreshold) ||
    freeTextThreshold < FREE_TEXT_THRESHOLD_MIN ||
    freeTextThreshold > FREE_TEXT_THRESHOLD_MAX
  ) {
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

/**
 * The threshold a point's round must reach: the client's, plus one per sender who was also a
 * recipient of the round (issue 23: the sender could answer himself).
 */
export const pointThreshold = (
  point: { readonly senderRecipients?: number | undefined },
  clientThreshold: number,
): number => effectiveThreshold(clientThreshold, point.senderRecipients ?? 0);

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

function redactQuestion(
  question: QuestionEvaluation,
  notice: AnonymityNotice | null,
  threshold: number,
): Redacted<QuestionEvaluation> {
  if (!notice) {
    const trendHidden =
      question.trend === null ? null : anonymityNotice(question.comparisonResponseCount, threshold);
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

/**
 * Removes every result of a group with fewer answers than `threshold`: the whole point when the
 * round has fewer complete answers (scores, distributions, trends, personal-question counts), else
 * each node (counted by its least-answered question, so no hidden figure can be worked out by
 * subtraction) and each question on its own. A shown result's trend is hidden too when the
 * compared point had too few answers (the trend would reveal that earlier score). Counts of
 * answers stay: creators see them anyway.
 */
export function redactBelowThreshold(
  point: EvaluationPoint,
  clientThreshold: number,
): RedactedEvaluationPoint {
  const threshold = pointThreshold(point, clientThreshold);
  const roundNotice = anonymityNotice(point.numberCompleteAnswered, threshold);
  const questionNotice = (q: { readonly responseCount: number }) =>
    roundNotice ?? (q.responseCount > 0 ? anonymityNotice(q.responseCount, threshold) : null);
  const redactNode = (node: EvaluationNode): RedactedEvaluationNode => {
    const notice =
      roundNotice ?? (node.score === null ? null : anonymityNotice(node.responseCount, threshold));
    const trendHidden =
      notice || node.trend === null ? null : anonymityNotice(node.comparisonResponseCount, threshold);
    return {
      ...node,
      score: notice ? null : node.score,
      trend: notice || trendHidden ? null : node.trend,
      hidden: notice,
      trendHidden,
      children: node.children.map(redactNode),
      questionEvaluation: node.questionEvaluation.map((q) => redactQuestion(q, questionNotice(q), threshold)),
    };
  };
  return {
    ...point,
    hidden: roundNotice,
    nodes: point.nodes.map(redactNode),
    questionEvaluations: point.questionEvaluations.map((q) =>
      redactQuestion(q, questionNotice(q), threshold),
    ),
    personalQuestionEvaluations: point.personalQuestionEvaluations.map((p) => {
      const notice = questionNotice(p);
      return { ...p, scores: notice ? null : p.scores, hidden: notice, trendHidden: null };
    }),
  };
}

/**
 * Custom survey answers (`GET /px/survey/{id}/answers`): nothing below the anonymity threshold of
 * complete answers; free-text fields (`freeTextQuestionNames`) removed below the free-text one.
 */
export function redactCustomAnswers<T extends Readonly<Record<string, unknown>>>(
  answers: readonly T[],
  completeAnswered: number,
  freeTextQuestionNames: ReadonlySet<string>,
  settings: AnonymitySettings,
): {
  readonly answers: readonly Partial<T>[];
  readonly hidden: AnonymityNotice | null;
  readonly freeTextHidden: AnonymityNotice | null;
} {
  const hidden = anonymityNotice(completeAnswered, settings.anonymityThreshold);
  if (hidden)
    return {
      answers: [],
      hidden,
      freeTextHidden: anonymityNotice(completeAnswered, settings.freeTextThreshold),
    };
  const freeTextHidden = anonymityNotice(completeAnswered, settings.freeTextThreshold);
  if (!freeTextHidden || freeTextQuestionNames.size === 0) return { answers, hidden: null, freeTextHidden };
  const stripped = answers.map((answer) => {
    const copy: Partial<T> = {};
    for (const [name, value] of Object.entries(answer)) {
      if (!freeTextQuestionNames.has(name)) (copy as Record<string, unknown>)[name] = value;
    }
    return copy;
  });
  return { answers: stripped, hidden: null, freeTextHidden };
}
