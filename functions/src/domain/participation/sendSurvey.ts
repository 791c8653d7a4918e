import type { SendSurveyRequest, SendSurveyResponse } from '@prozesspuls/shared';
import { normalizeUserId, sendingRefusal } from '@prozesspuls/shared';
import {
  checkRecipients,
  isRecipientEmail,
  MAIL_DOMAIN_MESSAGES,
  PARTICIPATION_MESSAGES,
  recipientThresholdRefusal,
  SURVEY_MESSAGES,
} from '@prozesspuls/shared/px';
import { sendMail } from '../../adapters/mail.js';
import { setting } from '../../config/env.js';
import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import { loadMemberships } from '../../data/repositories/memberships.js';
import {
  createRecipient,
  listRecipients,
  removeUnmailedRecipient,
} from '../../data/repositories/participationRecipients.js';
import { addSentTo, markSenderRecipient, roundSending } from '../../data/repositories/surveyCounters.js';
import { loadSurveyConsistently } from '../../data/repositories/surveyRecords.js';
import { recordSending } from '../../data/repositories/surveySending.js';
import { loadUser, loadUsers } from '../../data/repositories/userAccounts.js';
import { readApprovalRequired } from '../../data/repositories/worksCouncil.js';
import { notifyIntegration } from '../admin/clients.js';
import { allowedMailDomains } from '../admin/mailDomains.js';
import { Conflict, NotFound, RuleViolation, TemporarilyUnavailable } from '../errors.js';
import type { Identity } from '../identity.js';
import { recordFirstStep } from '../onboarding/firstSteps.js';
import { scheduleSurveyDeadline, scheduleSurveyReminder } from '../surveys/surveyDeadline.js';
import { mapBounded } from './boundedParallel.js';
import { clientParticipationBranding, withClientBranding } from './brandedMail.js';
import { currentRound, linkTtl } from './links.js';
import { participationLink, participationMail } from './participationMail.js';
import { fixProcessSteps } from './processSteps.js';
import { issueParticipationToken, recipientKeyOf } from './tokens.js';

/** Recipients written and mailed at once. */
const PARALLEL_RECIPIENTS = 10;
/**
 * No recipient is started after this much time in one call (the function has 10 s): the rest is
 * answered as `pending`, and the web sends it again (idempotent per recipient).
 */
const SEND_TIME_BUDGET_MS = 4000;

interface Recipient {
  readonly email: string;
  readonly userId?: string;
  readonly recipientKey: string;
}

/** The addresses of the chosen members; 400 when one is not a member of the caller's client. */
async function memberRecipients(clientId: number, userIds: readonly string[]): Promise<Recipient[]> {
  const ids = [...new Set(userIds.map(normalizeUserId))];
  if (ids.length === 0) return [];
  const [memberships, users] = await Promise.all([loadMemberships(clientId, ids), loadUsers(ids)]);
  const members = new Set(memberships.map((membership) => membership.userId));
  if (ids.some((id) => !members.has(id))) throw new RuleViolation(PARTICIPATION_MESSAGES.unknownMember);
  return users.map((user) => ({
    email: user.email,
    userId: user.userId,
    recipientKey: recipientKeyOf(user.email),
  }));
}

/** The typed addresses; 400 with the specified message (and the invalid ones) when any is malformed. */
function emailRecipients(emails: readonly string[]): Recipient[] {
  const invalid = emails.filter((email) => !isRecipientEmail(email));
  if (invalid.length > 0)
    throw new RuleViolation(PARTICIPATION_MESSAGES.invalidEmails, { invalidEmails: invalid });
  // Mailed as typed (a +tag may matter to the mail server); keyed and counted without the tag.
  return emails.map((email) => {
    const address = email.trim().toLowerCase();
    return { email: address, recipientKey: recipientKeyOf(address) };
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

/** The caller's own address (the user record behind the verified identity). */
async function senderEmail(userId: string): Promise<string> {
  const data = await loadUser(userId);
  return data?.email ?? userId;
}

/**
 * The padding check, before any recipient is written or mailed: every recipient must be
 * in one of the client's allowed mail domains, and the round must reach the anonymity threshold
 * with distinct people the sender does not control — duplicates (also `+tag` ones) once, the
 * sender's own address never. The web sends long lists in chunks of 50 (more than any threshold),
 * so the first chunk carries the check for the whole round; a later chunk adds to a round that
 * reached it already. While the round's count is below the threshold, its recipients so far (also
 * those a racing call is writing: each passed this check itself) and the new ones are counted as
 * one set, so a repeated or racing chunk never counts a person twice.
 * Answers the recipient key of the sender when he is among the recipients.
 */
async function refusePadding(
  clientId: number,
  surveyId: string,
  round: number,
  recipients: readonly Recipient[],
  sender: string,
): Promise<string | null> {
  const [allowed, settings, sending] = await Promise.all([
    allowedMailDomains(clientId),
    readAnonymitySettings(clientId),
    roundSending(clientId, surveyId, round),
  ]);
  const check = checkRecipients(
    recipients.map((recipient) => recipient.email),
    allowed,
    sender,
  );
  if (check.foreignDomains.length > 0) {
    throw new RuleViolation(MAIL_DOMAIN_MESSAGES.foreignDomains(check.foreignDomains), {
      foreignDomains: check.foreignDomains,
    });
  }
  const senderKey = check.includesSender ? recipientKeyOf(sender) : null;
  const threshold = settings.anonymityThreshold;
  if (sending.eligibleSentTo < threshold) {
    const notCounted = new Set([...sending.senderKeys, recipientKeyOf(sender)]);
    const eligible = new Set(check.eligible.map(recipientKeyOf));
    for (const recipient of await listRecipients(clientId, surveyId, round)) {
      if (!notCounted.has(recipient.recipientKey)) eligible.add(recipient.recipientKey);
    }
    const refusal = recipientThresholdRefusal(eligible.size, threshold);
    if (refusal) throw new RuleViolation(refusal, { eligibleRecipients: eligible.size, threshold });
  }
  return senderKey;
}

/**
 * POST /px/survey/send. Per recipient and round one link: the recipient item is created under
 * attribute_not_exists, so repeated or chunked calls (and two racing calls) never give one person
 * two links. A recipient whose mail fails is taken back (503 after the others are done), so the
 * repeated call creates and mails it then.
 * sendToCount and the round's sentTo grow by the NEW recipients only; CREATED becomes SEND.
 */
export async function sendSurvey(
  caller: Identity,
  request: SendSurveyRequest,
  now = Date.now(),
): Promise<SendSurveyResponse> {
  const typed = emailRecipients(request.emails);
  if (typed.length === 0 && request.userIds.length === 0)
    throw new RuleViolation(PARTICIPATION_MESSAGES.noRecipients);
  const { clientId } = caller;
  const survey = await loadSurveyConsistently(clientId, request.surveyId);
  if (!survey) throw new NotFound(SURVEY_MESSAGES.notFound);
  if (survey.state === 'FINISHED') throw new Conflict(PARTICIPATION_MESSAGES.surveyFinished);
  // The works council's approval is checked on the server, so no client can send around it.
  const unapproved = sendingRefusal(await readApprovalRequired(clientId), survey.approvedAt);
  if (unapproved) throw new RuleViolation(unapproved);
  if (survey.deadlineDate !== undefined && survey.deadlineDate < now) {
    throw new RuleViolation(PARTICIPATION_MESSAGES.deadlinePassed);
  }
  const recipients = uniqueRecipients([...(await memberRecipients(clientId, request.userIds)), ...typed]);
  const round = currentRound(survey);
  const senderKey = await refusePadding(
    clientId,
    survey.surveyId,
    round,
    recipients,
    await senderEmail(caller.userId),
  );
  if (senderKey !== null) await markSenderRecipient(clientId, survey.surveyId, round, senderKey);
  // Before any link exists, so no participant ever opens a process survey without its steps.
  await fixProcessSteps(clientId, survey);
  const ttl = linkTtl(survey.deadlineDate, now);
  const appUrl = setting('appUrl');
  const deadlineDate = survey.deadlineDate ?? null;
  const branding = await clientParticipationBranding(clientId);

  const deliver = async (recipient: Recipient): Promise<Delivery> => {
    const { token, hash } = issueParticipationToken();
    const target = { clientId, surveyId: survey.surveyId, round, recipientKey: recipient.recipientKey };
    const member = recipient.userId ? { userId: recipient.userId } : {};
    const created = await createRecipient({
      ...target,
      ...member,
      email: recipient.email,
      tokenHash: hash,
      ttl,
    });
    // Has a link of this round already (an earlier chunk or a racing call): never a second one.
    if (!created) return 'already';
    try {
      const link = participationLink(appUrl, token);
      await sendMail(
        withClientBranding(
          participationMail({ to: recipient.email, surveyTitle: survey.title, link, deadlineDate }),
          branding,
        ),
      );
      return 'new';
    } catch {
      await removeUnmailedRecipient({ ...target, ...member, tokenHash: hash });
      return 'failed';
    }
  };
  const budgetEnd = Date.now() + SEND_TIME_BUDGET_MS;
  const deliveries = await mapBounded(recipients, PARALLEL_RECIPIENTS, deliver, () => Date.now() < budgetEnd);
  const pending = recipients.filter((_, index) => deliveries[index] === undefined);
  const newCount = deliveries.filter((delivery) => delivery === 'new').length;
  const newSender = recipients.some(
    (recipient, index) => recipient.recipientKey === senderKey && deliveries[index] === 'new',
  );
  await addSentTo(clientId, survey.surveyId, round, newCount, newCount - (newSender ? 1 : 0));
  const sendToCount = await recordSending(
    clientId,
    survey.surveyId,
    newCount,
    request.reminderDaysBeforeDeadline,
  );
  if (newCount > 0) await recordFirstStep(clientId, 'surveySent');
  if (newCount > 0 && deadlineDate !== null) {
    // The deadline ends the survey by itself (survey finish); the reminder reaches those who have
    // not answered yet. Both are one-time schedules named per survey: a later chunk only moves them.
    await scheduleSurveyDeadline(clientId, survey.surveyId, deadlineDate);
    await scheduleSurveyReminder(
      clientId,
      survey.surveyId,
      round,
      deadlineDate,
      request.reminderDaysBeforeDeadline ?? survey.reminderDaysBeforeDeadline,
      now,
    );
  }
  if (deliveries.includes('failed'))
    throw new TemporarilyUnavailable(
      'Einige Mails konnten nicht versendet werden. Bitte senden Sie die Umfrage erneut.',
    );

  let externalWFMS: SendSurveyResponse['externalWFMS'] = null;
  // Once the list is through (the web sends the flag with its last chunk).
  if (request.externalWFMSConnection && pending.length === 0) {
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
    alreadySent: deliveries.filter((delivery) => delivery === 'already').length,
    sendToCount,
    round,
    externalWFMS,
    pending: {
      userIds: pending.flatMap((recipient) => (recipient.userId ? [recipient.userId] : [])),
      emails: pending.flatMap((recipient) => (recipient.userId ? [] : [recipient.email])),
    },
  };
}
