import { EMPTY_LEVEL_COUNTS, isLevel, type Level, type LevelCounts, withAnswerAt } from './questionScore.js';

/**
 * Counters kept on submit: per survey round, how many were sent the survey, answered it
 * completely or partly, and per question how many chose each level (scale questions) or each option
 * (personal questions). An evaluation point is built from these alone, in O(questions).
 */
export interface RoundCounters {
  readonly round: number;
  readonly sentTo: number;
  readonly completeAnswered: number;
  readonly partiallyAnswered: number;
  /** Level counts per scale question id. */
  readonly levels: Readonly<Record<string, LevelCounts>>;
  /** Option counts per personal question id. */
  readonly options: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /**
   * Senders of the round who are also its recipients: each could answer himself, so the
   * round's results need one more answer per such sender (`effectiveThreshold`). Absent means 0.
   */
  readonly senderRecipients?: number;
}

export function emptyRoundCounters(round: number, sentTo = 0): RoundCounters {
  return { round, sentTo, completeAnswered: 0, partiallyAnswered: 0, levels: {}, options: {} };
}

/** Those sent the survey who have neither answered nor started it (derived, never stored). */
export function notAnsweredCount(counters: RoundCounters): number {
  return Math.max(0, counters.sentTo - counters.completeAnswered - counters.partiallyAnswered);
}

/** Participation status of one token: only the status, never a link to the answers. */
export type ParticipationStatus = 'NOT_ANSWERED' | 'PARTIALLY_ANSWERED' | 'ANSWERED';

export interface ParticipationDelta {
  readonly completeAnswered: number;
  readonly partiallyAnswered: number;
}

/**
 * How the round counters move when a token changes status, or null when the change is not
 * allowed (an answered token never changes again; statuses never go back). A change to the same
 * status moves nothing.
 */
export function participationDelta(
  from: ParticipationStatus,
  to: ParticipationStatus,
): ParticipationDelta | null {
  if (from === to) return { completeAnswered: 0, partiallyAnswered: 0 };
  if (from === 'ANSWERED' || to === 'NOT_ANSWERED') return null;
  if (to === 'PARTIALLY_ANSWERED') return { completeAnswered: 0, partiallyAnswered: 1 };
  return { completeAnswered: 1, partiallyAnswered: from === 'PARTIALLY_ANSWERED' ? -1 : 0 };
}

export type CounterIncrement =
  | { readonly kind: 'level'; readonly questionId: string; readonly level: Level }
  | { readonly kind: 'option'; readonly questionId: string; readonly option: string };

export interface CountedQuestions {
  readonly scaleQuestionIds: ReadonlySet<string>;
  /** Allowed options per personal question id. */
  readonly personalOptions: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The counter increments of one submitted answer set: one per answered scale question (level 1–6)
 * and per answered personal question (a known option). Anything else (text, dates, unknown ids,
 * values off the scale) is not counted; free text is stored apart.
 */
export function submissionIncrements(
  answers: Readonly<Record<string, unknown>>,
  questions: CountedQuestions,
): CounterIncrement[] {
  const increments: CounterIncrement[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    if (questions.scaleQuestionIds.has(questionId)) {
      if (isLevel(value)) increments.push({ kind: 'level', questionId, level: value });
      continue;
    }
    const options = questions.personalOptions.get(questionId);
    if (options && typeof value === 'string' && options.has(value)) {
      increments.push({ kind: 'option', questionId, option: value });
    }
  }
  return increments;
}

/** Applies increments and a participation delta to round counters (pure; mirrors the DB update). */
export function applySubmission(
  counters: RoundCounters,
  increments: readonly CounterIncrement[],
  delta: ParticipationDelta,
): RoundCounters {
  const levels: Record<string, LevelCounts> = { ...counters.levels };
  const options: Record<string, Record<string, number>> = {};
  for (const [id, counts] of Object.entries(counters.options)) options[id] = { ...counts };
  for (const increment of increments) {
    if (increment.kind === 'level') {
      levels[increment.questionId] = withAnswerAt(
        levels[increment.questionId] ?? EMPTY_LEVEL_COUNTS,
        increment.level,
      );
    } else {
      const counts = options[increment.questionId] ?? {};
      counts[increment.option] = (counts[increment.option] ?? 0) + 1;
      options[increment.questionId] = counts;
    }
  }
  return {
    ...counters,
    completeAnswered: counters.completeAnswered + delta.completeAnswered,
    partiallyAnswered: counters.partiallyAnswered + delta.partiallyAnswered,
    levels,
    options,
  };
}
