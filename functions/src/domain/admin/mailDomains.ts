import type { MailDomainSettings, MailDomainsRequest, SurveyRecipientDomains } from '@prozesspuls/shared';
import { changeAllowedMailDomains, mailDomainsOf, recipientsPerDomain } from '@prozesspuls/shared/px';
import {
  memberEmails,
  readStoredMailDomains,
  storeMailDomains,
} from '../../data/repositories/mailDomainSettings.js';
import { recipientsOfClient } from '../../data/repositories/participationRecipients.js';
import { loadClientSurveys } from '../../data/repositories/surveyRecords.js';
import { PermissionDenied, RuleViolation, TemporarilyUnavailable } from '../errors.js';
import type { Identity } from '../identity.js';
import { currentRound } from '../participation/links.js';
import { audit } from './audit.js';

/**
 * The mail domains whose addresses may receive the client's surveys (and so count toward the
 * anonymity threshold): the saved list, else the domains of the client's users' addresses.
 */
export async function allowedMailDomains(clientId: number): Promise<readonly string[]> {
  const stored = await readStoredMailDomains(clientId);
  return stored ? stored.domains : mailDomainsOf(await memberEmails(clientId));
}

/** GET /client/mailDomains: the allowed domains, the default and whether the caller may widen. */
export async function getMailDomainSettings(caller: Identity): Promise<MailDomainSettings> {
  const [stored, emails] = await Promise.all([
    readStoredMailDomains(caller.clientId),
    memberEmails(caller.clientId),
  ]);
  const defaults = mailDomainsOf(emails);
  return {
    domains: stored ? [...stored.domains] : defaults,
    defaults,
    saved: stored !== null,
    canWiden: caller.isSuperuser,
  };
}

/**
 * PUT /client/mailDomains. A tenant administrator chooses among the default and the domains
 * allowed already (403 for any other: widening is for a platform superuser, whose flag comes from
 * the user record, never from tenant data). The write is conditional on the revision judged;
 * after a lost race the request is judged again against the new list.
 */
export async function saveMailDomainSettings(
  caller: Identity,
  request: MailDomainsRequest,
): Promise<MailDomainSettings> {
  const defaults = mailDomainsOf(await memberEmails(caller.clientId));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const stored = await readStoredMailDomains(caller.clientId);
    const change = changeAllowedMailDomains(request.domains, {
      defaults,
      current: stored?.domains ?? defaults,
      isSuperuser: caller.isSuperuser,
    });
    if (!change.ok)
      throw change.reason === 'widening' ? new PermissionDenied(change.msg) : new RuleViolation(change.msg);
    if (await storeMailDomains(caller.clientId, change.domains, stored?.rev ?? null, caller.userId)) {
      await audit(caller.clientId, caller.userId, 'client.mailDomains', String(caller.clientId), {
        domains: change.domains,
      });
      return { domains: change.domains, defaults, saved: true, canWiden: caller.isSuperuser };
    }
  }
  throw new TemporarilyUnavailable();
}

/**
 * GET /client/survey/recipientDomains: per survey of the client, the recipients of its current
 * round counted per mail domain — never an address — so a works council can see a padded list.
 * One query of the client's surveys and one of its recipients.
 */
export async function surveyRecipientDomains(caller: Identity): Promise<SurveyRecipientDomains[]> {
  const { clientId } = caller;
  const [surveys, recipients] = await Promise.all([
    loadClientSurveys(clientId),
    recipientsOfClient(clientId),
  ]);
  const addresses = new Map<string, string[]>();
  for (const recipient of recipients) {
    const key = `${recipient.surveyId}#${recipient.round}`;
    addresses.set(key, [...(addresses.get(key) ?? []), recipient.email]);
  }
  return surveys
    .map((survey) => {
      const round = currentRound(survey);
      const emails = addresses.get(`${survey.surveyId}#${round}`) ?? [];
      const domains = recipientsPerDomain(emails);
      return {
        surveyId: survey.surveyId,
        title: survey.title,
        round,
        archived: survey.archived,
        recipients: domains.reduce((sum, domain) => sum + domain.count, 0),
        domains,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
}
