import type { SendSurveyRequest, SendSurveyResponse } from '@prozesspuls/shared';
import { normalizeUserId } from '@prozesspuls/shared';
import {
  isRecipientEmail,
  normalizeRecipientEmail,
  PARTICIPATION_MESSAGES,
  SURVEY_MESSAGES,
} from '@prozesspuls/shared/px';
import { sendMail } from '../../adapters/mail.js';
import { setting } from '../../config/env.js';
import { getDb } from '../../data/db.js';
import {
  createRecipient,
  getRecipient,
  markMailed,
  replaceRecipientLinks,
} from '../../data/repositories/participationRecipients.js';
import { addSentTo } from '../../data/repositories/surveyCounters.js';
import { recordSending } from '../../data/repositories/surveySending.js';
import { notifyIntegration } from '../admin/clients.js';
import { badRequest, conflict, notFound, unavailable } from '../errors.js';
import type { Identity } from '../identity.js';
import { mapBounded } from './boundedParallel.js';
import { currentRound, linkTtl } from './links.js';
import { participationLink, participationMail } from './participationMail.js';
import { issueParticipationToken, recipientKeyOf } from './tokens.js';

/** Recipients written and mailed at once: keeps a few hundred well inside the Lambda's time. */
const PARALLEL_RECIPIENTS = 16;

interface Recipient {
  readonly email: string;
  readonly userId?: string;
  readonly recipientKey: string;
}

/** The addresses of the chosen members; 400 when one is not a member of the caller's client. */
async function memberRecipients(clientId: number, userIds: readonly string[]): Promise<Recipient[]> {
  const ids = [...new Set(userIds.map(normalizeUserId))];
  if (ids.length === 0) return [];
  const db = getDb();
  const [{ data: memberships }, { data: users }] = await Promise.all([
    db.entities.membership.get(ids.map((userId) => ({ clientId, userId }))).go(),
    db.entities.user.get(ids.map((userId) => ({ userId }))).go(),
  ]);
  const members = new Set(memberships.map((membership) => membership.userId));
  if (ids.some((id) => !members.has(id))) throw badRequest(PARTICIPATION_MESSAGES.unknownMember);
  return users.map((user) => ({
    email: user.email,
    userId: user.userId,
    recipientKey: recipientKeyOf(user.email),
  }));
}

/** The typed addresses; 400 with the seed's message (and the invalid ones) when any is malformed. */
function emailRecipients(emails: readonly string[]): Recipient[] {
  const invalid = emails.filter((email) => !isRecipientEmail(email));
  if (invalid.length > 0) throw badRequest(PARTICIPATION_MESSAGES.invalidEmails, { invalidEmails: invalid });
  return emails.map((email) => {
    const normalized = normalizeRecipientEmail(email);
    return { email: normalized, recipientKey: recipientKeyOf(normalized) };
  });
}

/** One recipient per address; a chosen member wins over the same address typed (keeps the userId). */
function uniqueRecipients(recipients: readonly Recipient[]): Recipient[] {
  const byKey = new Map<string, Recipient>();
  for (const recipient of recipients)
    if (!byKey.has(recipient.recipientKey)) byKey.set(recipient.recipientKey, recipient);
  return [...byKey.values()];
}

type Delivery = 'new' | 'already' | 'failed';

/**
 * POST /px/survey/send. Per recipient and round one link: the recipient item is created under
 * attribute_not_exists, so repeated or chunked calls (and two racing calls) never give one person
 * two links; a recipient whose mail failed earlier gets a fresh link and mail on the next call.
 * sendToCount and the round's sentTo grow by the NEW recipients only; CREATED becomes SEND.
 */
export async function sendSurvey(
  caller: Identity,
  request: SendSurveyRequest,
  now = Date.now(),
): Promise<SendSurveyResponse> {
  const typed = emailRecipients(request.emails);
  if (typed.length === 0 && request.userIds.length === 0)
    throw badRequest(PARTICIPATION_MESSAGES.noRecipients);
  const { clientId } = caller;
  const { data: survey } = await getDb()
    .entities.survey.get({ clientId, surveyId: request.surveyId })
    .go({ consistent: true });
  if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
  if (survey.state === 'FINISHED') throw conflict(PARTICIPATION_MESSAGES.surveyFinished);
  if (survey.deadlineDate !== undefined && survey.deadlineDate < now) {
    throw badRequest(PARTICIPATION_MESSAGES.deadlinePassed);
  }
  const recipients = uniqueRecipients([...(await memberRecipients(clientId, request.userIds)), ...typed]);
  const round = currentRound(survey);
  const ttl = linkTtl(survey.deadlineDate, now);
  const appUrl = setting('appUrl');
  const deadlineDate = survey.deadlineDate ?? null;

  const deliver = async (recipient: Recipient): Promise<Delivery> => {
    const { token, hash } = issueParticipationToken();
    const target = { clientId, surveyId: survey.surveyId, round, recipientKey: recipient.recipientKey };
    const created = await createRecipient({
      ...target,
      email: recipient.email,
      ...(recipient.userId ? { userId: recipient.userId } : {}),
      tokenHash: hash,
      ttl,
    });
    if (!created) {
      const existing = await getRecipient(clientId, survey.surveyId, round, recipient.recipientKey);
      if (!existing || existing.mailed || existing.status === 'ANSWERED') return 'already';
      // Its first mail failed: the old token is unknown (only hashes are kept), so a new link.
      if (!(await replaceRecipientLinks(target, existing.tokenHashes, hash, ttl))) return 'already';
    }
    try {
      const link = participationLink(appUrl, token);
      await sendMail(
        participationMail({ to: recipient.email, surveyTitle: survey.title, link, deadlineDate }),
      );
      await markMailed(clientId, survey.surveyId, round, recipient.recipientKey);
    } catch {
      return created ? 'failed' : 'already';
    }
    return created ? 'new' : 'already';
  };
  const deliveries = await mapBounded(recipients, PARALLEL_RECIPIENTS, deliver);
  // Recipients whose mail failed are counted too: their link exists and the next call mails them.
  const newCount = deliveries.filter((delivery) => delivery !== 'already').length;
  await addSentTo(clientId, survey.surveyId, round, newCount);
  const sendToCount = await recordSending(
    clientId,
    survey.surveyId,
    newCount,
    request.reminderDaysBeforeDeadline,
  );
  if (deliveries.includes('failed'))
    throw unavailable('Einige Mails konnten nicht versendet werden. Bitte senden Sie die Umfrage erneut.');

  let externalWFMS: SendSurveyResponse['externalWFMS'] = null;
  if (request.externalWFMSConnection) {
    const result = await notifyIntegration(clientId, caller.userId, {
      surveyId: survey.surveyId,
      title: survey.title,
      module: survey.module,
      deadlineDate,
      round,
      sendToCount,
    });
    externalWFMS = result ? { ok: result.ok } : null;
  }
  return {
    sent: newCount,
    alreadySent: deliveries.length - newCount,
    sendToCount,
    round,
    externalWFMS,
  };
}
