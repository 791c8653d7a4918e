import {
  listOpenRecipients,
  replaceRecipientLinks,
} from '../../data/repositories/participationRecipients.js';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { linkTtl } from './links.js';
import { issueParticipationToken } from './tokens.js';

export interface ReminderLink {
  readonly email: string;
  readonly token: string;
}

/**
 * For the reminder mail (flow16): a fresh token for every recipient of the round who has not
 * answered. Only hashes are stored, so the first link cannot be mailed again: each recipient's
 * links are replaced by the new one (the saved draft stays). Recipients who answer meanwhile are
 * left out.
 */
export async function reissueTokensForReminder(
  clientId: number,
  surveyId: string,
  round: number,
  now = Date.now(),
): Promise<ReminderLink[]> {
  const survey = await loadSurvey(clientId, surveyId);
  if (!survey) return [];
  const ttl = linkTtl(survey.deadlineDate, now);
  const links: ReminderLink[] = [];
  for (const recipient of await listOpenRecipients(clientId, surveyId, round)) {
    const { token, hash } = issueParticipationToken();
    const replaced = await replaceRecipientLinks(
      { clientId, surveyId, round, recipientKey: recipient.recipientKey },
      recipient.tokenHashes,
      hash,
      ttl,
    );
    if (replaced) links.push({ email: recipient.email, token });
  }
  return links;
}
