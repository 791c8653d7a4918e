/**
 * The works council's part in the psychological risk assessment (§ 87 Abs. 1 Nr. 7 BetrVG gives it
 * co-determination over the assessment): an optional approval of each questionnaire before it is
 * sent, and an access log of who opened which evaluation.
 */

export const WORKS_COUNCIL_MESSAGES = {
  approvalMissing: 'Der Fragebogen muss vom Betriebsrat freigegeben werden, bevor er versendet werden kann.',
  alreadyApproved: 'Der Fragebogen ist bereits vom Betriebsrat freigegeben.',
  surveyNotFound: 'Die Umfrage wurde nicht gefunden.',
} as const;

/** What was opened: a survey's evaluation or an assessment's strain view. */
export const ACCESS_KINDS = ['SURVEY_EVALUATION', 'RISK_STRAIN'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const ACCESS_KIND_LABELS: Readonly<Record<AccessKind, string>> = {
  SURVEY_EVALUATION: 'Auswertung einer Umfrage',
  RISK_STRAIN: 'Belastung einer Gefährdungsbeurteilung',
};

/**
 * The refusal of a sending, or null when it may go out: while the tenant requires the works
 * council's approval, a questionnaire not yet approved is never sent. An approval is final (a
 * survey's questions cannot change after it was created), so a sending that saw it cannot be
 * overtaken by a withdrawal.
 */
export function sendingRefusal(approvalRequired: boolean, approvedAt: number | undefined): string | null {
  if (!approvalRequired) return null;
  return approvedAt === undefined ? WORKS_COUNCIL_MESSAGES.approvalMissing : null;
}

/** Newest first; the same moment keeps a stable order by id. */
export function newestFirst<T extends { readonly at: number; readonly id: string }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
}
