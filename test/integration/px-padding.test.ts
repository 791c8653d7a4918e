/**
 * Padding (part 1): the anonymity threshold counts only people the evaluator does not
 * control. Each test plays an attack through the public API and checks that nothing was sent.
 */
import type {
  EvaluationSummary,
  MailDomainSettings,
  SendSurveyResponse,
  SurveyRecipientDomains,
  SurveySummary,
} from '@prozesspuls/shared';
import { MAIL_DOMAIN_MESSAGES } from '@prozesspuls/shared/px';
import { afterAll, describe, expect, it } from 'vitest';
import { deadlineInDays, type ManualSurveyContent, manualSurveyBody } from '../fixtures/surveys.js';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { accessTokens, api, mailCount, mailedParticipationToken } from './client.js';
import { closeDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { demoRecipients } from './recipient-addresses.js';
import { createTenant } from './security-helpers.js';
import { createdSurvey, startEvaluationPoint } from './surveys-api.js';
import { itemsWithPrefix, roundCountersKey, storedItem } from './table-items.js';

const { tag, address: employeeAddress, addresses: employees } = demoRecipients();

const DRAFT: ManualSurveyContent = {
  pages: [{ title: 'Seite 1', questionIds: ['klima'] }],
  questions: [{ id: 'klima', text: 'Das Klima im Team ist gut.', answerType: 'MATRIX' }],
};

const suite = setUpBeforeAll(async () => {
  const signedIn = await accessTokens({ modeller: 'modeller@demo.local', superuser: 'admin@demo.local' });
  const content = await createdContent(signedIn.modeller, DRAFT);
  return {
    ...signedIn,
    content,
    questionId: content.ids.klima ?? '',
    tenant: await createTenant(signedIn.superuser, 'Domains'),
  };
});

const createSurvey = async (title: string) =>
  (await createdSurvey(suite.modeller, manualSurveyBody(title, suite.content, deadlineInDays(7)))).id;

type SendReply = SendSurveyResponse & {
  msg?: string;
  foreignDomains?: string[];
  eligibleRecipients?: number;
  threshold?: number;
};
const send = (surveyId: string, emails: readonly string[], userIds: readonly string[] = []) =>
  api<SendReply>('POST', '/px/survey/send', { token: suite.modeller, json: { surveyId, emails, userIds } });

async function surveyRow(surveyId: string): Promise<SurveySummary> {
  const listed = await api<SurveySummary[]>('GET', '/px/survey', { token: suite.modeller });
  const row = listed.body.find((survey) => survey.id === surveyId);
  if (!row) throw new Error(`survey ${surveyId} not listed`);
  return row;
}

/** Nothing of the survey went out: no recipient, no mail, still CREATED with nobody sent to. */
async function expectNothingSent(surveyId: string, addresses: readonly string[]) {
  expect(await itemsWithPrefix(`PXRECIPIENT#${surveyId}#`)).toEqual([]);
  for (const address of addresses) expect(await mailCount(address)).toBe(0);
  expect((await surveyRow(surveyId)).info).toMatchObject({ state: 'CREATED', sendToCount: 0 });
}

afterAll(() => closeDynamo());

describe('sending refuses a padded recipient list before anything is sent', () => {
  it('refuses four addresses in a foreign domain plus one employee, naming the domain', async () => {
    const surveyId = await createSurvey(`Gepolstert ${tag}`);
    const padded = Array.from({ length: 4 }, (_, index) => `auswerter${index + 1}-${tag}@privat.example`);
    const reply = await send(surveyId, [...padded, employeeAddress('echt')]);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(MAIL_DOMAIN_MESSAGES.foreignDomains(['privat.example']));
    expect(reply.body.foreignDomains).toEqual(['privat.example']);
    await expectNothingSent(surveyId, [...padded, employeeAddress('echt')]);
  });

  it('counts plus-address duplicates once and refuses the round below the threshold', async () => {
    const surveyId = await createSurvey(`Plus ${tag}`);
    const own = employeeAddress('auswerter');
    const plusAddresses = [1, 2, 3, 4].map((n) => own.replace('@', `+${n}@`));
    const reply = await send(surveyId, [...plusAddresses, ` ${own.toUpperCase()} `, employeeAddress('echt')]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      msg: MAIL_DOMAIN_MESSAGES.belowThreshold(2, 5),
      eligibleRecipients: 2,
      threshold: 5,
    });
    await expectNothingSent(surveyId, [...plusAddresses, own, employeeAddress('echt')]);
  });

  it('never counts the sender’s own address, and a member chosen from the list is the same person', async () => {
    const surveyId = await createSurvey(`Absender ${tag}`);
    const others = employees('kollege', 4);
    const refused = await send(surveyId, ['Modeller+privat@demo.local', ...others], ['modeller@demo.local']);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ eligibleRecipients: 4, threshold: 5 });
    await expectNothingSent(surveyId, others);
  });

  it('checks the whole round, not one chunk: a first chunk below the threshold is refused, later chunks add to it', async () => {
    const surveyId = await createSurvey(`Stückweise ${tag}`);
    const list = employees('stueck', 7);
    const tooSmall = await send(surveyId, list.slice(0, 1));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.eligibleRecipients).toBe(1);
    const first = await send(surveyId, list.slice(0, 5));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ sent: 5, sendToCount: 5 });
    // A repeated chunk counts nobody twice; a later small chunk joins a round that reached the threshold.
    const second = await send(surveyId, [...list.slice(3, 5), ...list.slice(5)]);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ sent: 2, alreadySent: 2, sendToCount: 7 });
    expect(await storedItem(roundCountersKey(surveyId))).toMatchObject({ sentTo: 7, eligibleSentTo: 7 });
  });

  it('sends each of two racing first chunks of the same list once', async () => {
    const surveyId = await createSurvey(`Rennen ${tag}`);
    const list = employees('rennen', 5);
    const replies = await Promise.all([send(surveyId, list), send(surveyId, list)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.reduce((sum, reply) => sum + reply.body.sent, 0)).toBe(5);
    for (const address of list) expect(await mailCount(address)).toBe(1);
  });
});

describe('a sender who is also a recipient', () => {
  it('gets a link, but the round needs one answer more before a point is made and its results are shown', async () => {
    const surveyId = await createSurvey(`Selbst ${tag}`);
    const others = employees('team', 5);
    const reply = await send(surveyId, ['modeller@demo.local', ...others]);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ sent: 6, sendToCount: 6 });
    const stored = await storedItem(roundCountersKey(surveyId));
    expect(stored).toMatchObject({ sentTo: 6, eligibleSentTo: 5 });
    expect((stored.senderKeys as Set<string>).size).toBe(1);

    // The five others answer: the client's threshold (5) is reached, the effective one (6) not.
    for (const address of others) {
      const answered = await api('POST', `/participation/${await mailedParticipationToken(address)}/submit`, {
        json: { answers: { [suite.questionId]: { [suite.questionId]: 4 } } },
      });
      expect(answered.status).toBe(200);
    }
    const makePoint = () => startEvaluationPoint(suite.modeller, surveyId);
    const refused = await makePoint();
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('ab 6 vollständigen Antworten');
    expect(refused.body.msg).toContain('fehlt noch 1 Antwort');
    expect((await surveyRow(surveyId)).info.evaluationTimestampCount).toBe(0);

    // The sender answers too: six answers, five of them from people the sender does not control.
    const own = await api(
      'POST',
      `/participation/${await mailedParticipationToken('modeller@demo.local')}/submit`,
      {
        json: { answers: { [suite.questionId]: { [suite.questionId]: 2 } } },
      },
    );
    expect(own.status).toBe(200);
    expect((await makePoint()).status).toBe(200);
    await expect
      .poll(async () => (await surveyRow(surveyId)).info.evaluationTimestampCount, { timeout: 40_000 })
      .toBe(1);
    const points = await api<EvaluationSummary[]>('GET', `/px/evaluation/${surveyId}`, {
      token: suite.modeller,
    });
    expect(points.status).toBe(200);
    expect(points.body).toHaveLength(1);
    expect(points.body[0]).toMatchObject({ numberCompleteAnswered: 6, hidden: null });
  });
});

describe('allowed mail domains of a client', () => {
  const settings = (token: string) =>
    api<MailDomainSettings & { msg?: string }>('GET', '/client/mailDomains', { token });
  const save = (token: string, domains: readonly string[]) =>
    api<MailDomainSettings & { msg?: string }>('PUT', '/client/mailDomains', { token, json: { domains } });

  it('defaults to the domains of the client’s users', async () => {
    const reply = await settings(suite.tenant.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      domains: ['sicherheit.local'],
      defaults: ['sicherheit.local'],
      saved: false,
      canWiden: false,
    });
  });

  it('refuses a tenant administrator widening beyond the default (403, nothing saved), allows narrowing', async () => {
    const widened = await save(suite.tenant.token, ['sicherheit.local', 'privat.example']);
    expect(widened.status).toBe(403);
    expect(widened.body.msg).toBe(MAIL_DOMAIN_MESSAGES.widening(['privat.example']));
    expect((await settings(suite.tenant.token)).body.saved).toBe(false);

    const invalid = await save(suite.tenant.token, ['keine domain']);
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toBe(MAIL_DOMAIN_MESSAGES.invalidDomain(['keine domain']));

    const saved = await save(suite.tenant.token, [' @Sicherheit.LOCAL ']);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ domains: ['sicherheit.local'], saved: true });
  });

  it('lets only an administrator read or change them', async () => {
    expect((await settings(suite.modeller)).status).toBe(403);
    expect((await save(suite.modeller, ['demo.local'])).status).toBe(403);
  });

  it('lets a platform superuser widen them, and then addresses of the added domain can be sent to', async () => {
    const partner = `partner-${tag}.example`;
    const surveyId = await createSurvey(`Partner ${tag}`);
    const partners = Array.from({ length: 5 }, (_, index) => `p${index + 1}@${partner}`);
    expect((await send(surveyId, partners)).status).toBe(400);

    const widened = await save(suite.superuser, ['demo.local', partner]);
    expect(widened.status).toBe(200);
    expect(widened.body).toMatchObject({
      domains: ['demo.local', partner].sort(),
      saved: true,
      canWiden: true,
    });
    const sent = await send(surveyId, partners);
    expect(sent.status).toBe(200);
    expect(sent.body.sent).toBe(5);
  });
});

describe('recipients per mail domain in the administration', () => {
  it('shows per survey how many recipients each domain has, never an address', async () => {
    const surveyId = await createSurvey(`Domains ${tag}`);
    expect((await send(surveyId, employees('zaehlen', 6))).status).toBe(200);
    const reply = await api<SurveyRecipientDomains[]>('GET', '/client/survey/recipientDomains', {
      token: suite.superuser,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.find((survey) => survey.surveyId === surveyId)).toEqual({
      surveyId,
      title: `Domains ${tag}`,
      round: 1,
      archived: false,
      recipients: 6,
      domains: [{ domain: 'demo.local', count: 6 }],
    });
    expect(JSON.stringify(reply.body)).not.toContain('@');
    expect((await api('GET', '/client/survey/recipientDomains', { token: suite.modeller })).status).toBe(403);
  });
});
