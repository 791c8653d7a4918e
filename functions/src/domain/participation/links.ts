/** How long a participation link lives when its survey has no deadline (then it ends with the survey). */
const LINK_TTL_WITHOUT_DEADLINE_MS = 400 * 24 * 60 * 60 * 1000;

/** DynamoDB TTL (epoch s) of a link: a day after the deadline, or long when there is none. */
export function linkTtl(deadlineDate: number | null | undefined, now: number): number {
  const end = deadlineDate ?? now + LINK_TTL_WITHOUT_DEADLINE_MS;
  return Math.ceil(end / 1000) + 24 * 60 * 60;
}

/** The current round of a survey item (1 before any restart). */
export const currentRound = (survey: { readonly round?: number | undefined }) => survey.round ?? 1;
