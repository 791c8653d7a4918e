/**
 * Retention (Art. 5 (1) e DSGVO, storage limitation): a tenant keeps free-text answers and the
 * records of sent mails (a survey round's recipient list: who got the participation mail and the
 * reminders) for N months after the round's end; a daily job deletes what is older and logs what
 * it deleted, without personal data.
 */

export const RETENTION_MONTHS_DEFAULT = 24;
/** At least one month: a round's free texts must be readable after it ends. */
export const RETENTION_MONTHS_MIN = 1;
/** At most ten years: longer is no retention period any more. */
export const RETENTION_MONTHS_MAX = 120;

export const RETENTION_MESSAGES = {
  monthsInvalid: `Bitte geben Sie eine ganze Zahl von ${RETENTION_MONTHS_MIN} bis ${RETENTION_MONTHS_MAX} Monaten an.`,
  freeTextsDeleted: 'Freitexte gelöscht (Aufbewahrungsfrist)',
} as const;

/** What a retention run deleted: the free texts of a round, or its record of sent mails. */
export const RETENTION_KINDS = ['FREE_TEXTS', 'MAIL_LOG'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_KIND_LABELS: Readonly<Record<RetentionKind, string>> = {
  FREE_TEXTS: 'Freitext-Antworten',
  MAIL_LOG: 'Versandprotokoll (Empfängerliste, Teilnahme- und Erinnerungsmails)',
};

/**
 * The moment `months` calendar months before `now` (UTC). A day that the target month lacks
 * falls back to its last day (31 March − 1 month = 28/29 February), so the period is never shorter.
 */
export function retentionCutoff(now: number, months: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** What the job knows about a survey's rounds to date their ends. */
export interface SurveyRoundsFacts {
  /** The current round (1 when the survey was never restarted). */
  readonly round: number;
  /** When the current round was finished (epoch ms), if it was. */
  readonly finishedDate: number | undefined;
  /** The current round's deadline (epoch ms), if any. */
  readonly deadlineDate: number | undefined;
  /** Times of the survey's evaluation points with their round (the finish makes one per round). */
  readonly points: readonly { readonly round: number; readonly timestamp: number }[];
}

/**
 * The end of each round that has ended by `now`, round → epoch ms. The current round ends when it
 * was finished or its deadline passed; an earlier round at its latest evaluation point (its
 * finish), else at the latest when the current round ended (it was over before the restart).
 * A round still running has no end.
 */
export function roundEnds(facts: SurveyRoundsFacts, now: number): Map<number, number> {
  const ends = new Map<number, number>();
  const deadlinePassed =
    facts.deadlineDate !== undefined && facts.deadlineDate <= now ? facts.deadlineDate : undefined;
  const currentEnd = facts.finishedDate ?? deadlinePassed;
  if (currentEnd !== undefined) ends.set(facts.round, currentEnd);
  for (let round = 1; round < facts.round; round += 1) {
    const latest = Math.max(
      ...facts.points.filter((p) => p.round === round).map((p) => p.timestamp),
      Number.NEGATIVE_INFINITY,
    );
    const end = Number.isFinite(latest) ? latest : currentEnd;
    if (end !== undefined) ends.set(round, end);
  }
  return ends;
}

/** The rounds whose end lies before the cutoff of `months` months before `now`, ascending. */
export function roundsPastRetention(facts: SurveyRoundsFacts, months: number, now: number): number[] {
  const cutoff = retentionCutoff(now, months);
  return [...roundEnds(facts, now)]
    .filter(([, end]) => end < cutoff)
    .map(([round]) => round)
    .sort((a, b) => a - b);
}
