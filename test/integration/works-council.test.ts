import type { AccessLogEntry, RiskAssessment, SurveyDetails, SurveySummary } from '@prozesspuls/shared';
import { WORKS_COUNCIL_MESSAGES } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualSurveyBody } from '../fixtures/surveys.js';
import { api, login, memberWithNewRole } from './client.js';
import { closeDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { createSurveyTenant, type Tenant } from './security-helpers.js';
import { createdSurvey, putEvaluationSettings } from './surveys-api.js';

/**
 * The works council through the HTTP API of the local cloud, in tenants of its own
 * (the approval setting must not reach the demo client's other tests): the 'Betriebsrat'
 * permission reads assessments, questionnaires and anonymity settings but never single answers,
 * the access log names who opened which evaluation, and a required approval cannot be sent around.
 */

let tenant: Tenant;
let other: Tenant;
let council = '';
let surveyId = '';
let assessmentId = '';

const tag = Date.now().toString(36);
const recipients = Array.from({ length: 5 }, (_, index) => `kollegin${index + 1}-${tag}@sicherheit.local`);

const createSurvey = async (token: string, title: string) =>
  (await createdSurvey(token, manualSurveyBody(title, await createdContent(token)))).id;

const send = (token: string, id: string) =>
  api<{ msg?: string }>('POST', '/px/survey/send', {
    token,
    json: { surveyId: id, emails: recipients, userIds: [] },
  });
const approve = (token: string, id: string) =>
  api<SurveySummary & { msg?: string }>('PUT', `/px/survey/${id}/approval`, { token });
const accessLog = (token: string) => api<AccessLogEntry[]>('GET', '/px/evaluation/accessLog', { token });
const requireApproval = (token: string, approvalRequired: boolean) =>
  api('PUT', '/px/evaluation/worksCouncil', { token, json: { approvalRequired } });

beforeAll(async () => {
  const superuser = (await login('admin@demo.local')).accessToken;
  tenant = await createSurveyTenant(superuser, 'Betriebsrat');
  other = await createSurveyTenant(superuser, 'Fremd');
  ({ token: council } = await memberWithNewRole(tenant.token, 'Betriebsrat', ['WORKS_COUNCIL'], {
    userId: `berta.betriebsrat-${tag}@sicherheit.local`,
    password: 'Betriebsrat!2026',
    firstName: 'Berta',
    lastName: 'Rat',
  }));
  surveyId = await createSurvey(tenant.token, `Belastung ${tag}`);
  const created = await api<RiskAssessment>('POST', '/riskAssessment', {
    token: tenant.token,
    json: { title: `GB Betriebsrat ${tag}`, scope: 'Verwaltung' },
  });
  expect(created.status).toBe(200);
  assessmentId = created.body.id;
}, 180_000);

afterAll(() => closeDynamo());

describe('the works council reads, never single answers', () => {
  it('reads the assessments, the questionnaires and the anonymity settings', async () => {
    expect((await api('GET', '/riskAssessment', { token: council })).status).toBe(200);
    expect((await api('GET', `/riskAssessment/${assessmentId}`, { token: council })).status).toBe(200);
    const survey = await api<SurveyDetails>('GET', `/px/survey/${surveyId}`, { token: council });
    expect(survey.status).toBe(200);
    expect(survey.body.surveySchema.pages.length).toBeGreaterThan(0);
    expect((await api('GET', '/px/survey', { token: council })).status).toBe(200);
    expect((await api('GET', '/px/evaluation/settings', { token: council })).status).toBe(200);
  });

  it('is refused single answers, free texts and the evaluations of surveys (403)', async () => {
    expect((await api('GET', `/px/survey/${surveyId}/answers`, { token: council })).status).toBe(403);
    expect((await api('GET', `/px/evaluation/${surveyId}`, { token: council })).status).toBe(403);
  });

  it('changes nothing: writes on assessments, surveys and settings are refused (403)', async () => {
    const created = await api('POST', '/riskAssessment', {
      token: council,
      json: { title: 'Nein', scope: '' },
    });
    expect(created.status).toBe(403);
    expect((await send(council, surveyId)).status).toBe(403);
    expect((await requireApproval(council, false)).status).toBe(403);
    const raised = await putEvaluationSettings(council, { anonymityThreshold: 9 });
    expect(raised.status).toBe(403);
  });
});

describe('the access log of evaluations', () => {
  it('names who opened which survey evaluation and which strain view, for admins and the works council', async () => {
    expect((await api('GET', `/px/evaluation/${surveyId}`, { token: tenant.token })).status).toBe(200);
    expect((await api('GET', `/riskAssessment/${assessmentId}/strain`, { token: council })).status).toBe(200);

    for (const token of [tenant.token, council]) {
      const log = await accessLog(token);
      expect(log.status).toBe(200);
      expect(log.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'SURVEY_EVALUATION',
            objectId: surveyId,
            title: `Belastung ${tag}`,
          }),
          expect.objectContaining({
            kind: 'RISK_STRAIN',
            objectId: assessmentId,
            userName: 'Berta Rat',
            title: `GB Betriebsrat ${tag}`,
          }),
        ]),
      );
      expect(log.body[0]?.kind).toBe('RISK_STRAIN');
    }
  });

  it('notes every read of a survey evaluation once: results, export, custom analytics and free texts, PDF', async () => {
    const entries = async () =>
      (await accessLog(tenant.token)).body.filter(
        (entry) => entry.kind === 'SURVEY_EVALUATION' && entry.objectId === surveyId,
      ).length;
    const reads: [string, () => Promise<{ status: number }>][] = [
      ['results', () => api('GET', `/px/evaluation/${surveyId}`, { token: tenant.token })],
      ['export', () => api('GET', `/px/evaluation/${surveyId}/export/csv`, { token: tenant.token })],
      ['custom analytics', () => api('GET', `/px/survey/${surveyId}/answers`, { token: tenant.token })],
      // Without a finished round the PDF is refused (409), but the evaluation was opened.
      ['PDF', () => api('POST', `/px/evaluation/${surveyId}/report`, { token: tenant.token })],
    ];
    for (const [name, read] of reads) {
      const before = await entries();
      expect([200, 409], name).toContain((await read()).status);
      expect(await entries(), name).toBe(before + 1);
    }
  }, 180_000);

  it('notes nothing when another client asks for the evaluation (404, no entry in either log)', async () => {
    const count = async (token: string) =>
      (await accessLog(token)).body.filter((entry) => entry.objectId === surveyId).length;
    const [ours, theirs] = [await count(tenant.token), await count(other.token)];
    expect((await api('GET', `/px/evaluation/${surveyId}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/px/survey/${surveyId}/answers`, { token: other.token })).status).toBe(404);
    expect(await count(tenant.token)).toBe(ours);
    expect(await count(other.token)).toBe(theirs);
  });

  it('stays in its tenant: another client’s administrator sees none of it', async () => {
    const log = await accessLog(other.token);
    expect(log.status).toBe(200);
    expect(
      log.body.filter((entry) => entry.objectId === surveyId || entry.objectId === assessmentId),
    ).toEqual([]);
  });
});

describe('approval of questionnaires by the works council', () => {
  it('is off by default: a questionnaire goes out without it', async () => {
    const free = await createSurvey(other.token, `Ohne Freigabe ${tag}`);
    const othersRecipients = recipients.map((address) => address.replace('kollegin', 'fremd'));
    const sent = await api('POST', '/px/survey/send', {
      token: other.token,
      json: { surveyId: free, emails: othersRecipients, userIds: [] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('refuses sending until the works council approved, then sends', async () => {
    expect((await requireApproval(tenant.token, true)).status).toBe(200);
    const settings = await api('GET', '/px/evaluation/worksCouncil', { token: council });
    expect(settings.body).toEqual({ approvalRequired: true });

    const refused = await send(tenant.token, surveyId);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(WORKS_COUNCIL_MESSAGES.approvalMissing);
    const unsent = await api<SurveyDetails>('GET', `/px/survey/${surveyId}`, { token: tenant.token });
    expect(unsent.body.info.sendToCount).toBe(0);
    expect(unsent.body.approval).toBeNull();

    const approved = await approve(council, surveyId);
    expect(approved.status).toBe(200);
    expect(approved.body.approval).toMatchObject({ approvedBy: 'Berta Rat' });

    const sent = await send(tenant.token, surveyId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('lets two racing approvals stamp it once: one succeeds, the other is told it is approved already', async () => {
    const racing = await createSurvey(tenant.token, `Wettlauf ${tag}`);
    const replies = await Promise.all([approve(council, racing), approve(council, racing)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.msg).toBe(
      WORKS_COUNCIL_MESSAGES.alreadyApproved,
    );
  });

  it('never lets an approval and a sending race past the rule: the sending either waits for it or is refused', async () => {
    const racing = await createSurvey(tenant.token, `Gleichzeitig ${tag}`);
    const [sent, approved] = await Promise.all([send(tenant.token, racing), approve(council, racing)]);
    expect(approved.status).toBe(200);
    if (sent.status !== 200) {
      expect(sent.status).toBe(400);
      expect(sent.body.msg).toBe(WORKS_COUNCIL_MESSAGES.approvalMissing);
    }
    const read = await api<SurveyDetails>('GET', `/px/survey/${racing}`, { token: tenant.token });
    expect(read.body.approval).not.toBeNull();
    // A sending that passed the rule saw the approval; a refused one wrote no recipient.
    if (sent.status === 200) expect(read.body.info.sendToCount).toBeGreaterThan(0);
    else expect(read.body.info.sendToCount).toBe(0);
  });

  it('is the works council’s alone and only for its own client’s questionnaires', async () => {
    const survey = await createSurvey(tenant.token, `Nur Betriebsrat ${tag}`);
    const member = await memberWithNewRole(tenant.token, `Umfragen ${tag}`, ['SURVEY'], {
      userId: `uwe.umfrage-${tag}@sicherheit.local`,
      password: 'Umfrage!2026',
      firstName: 'Uwe',
      lastName: 'Umfrage',
    });
    expect((await approve(member.token, survey)).status).toBe(403);
    expect((await approve(other.token, survey)).status).toBe(404);
    const read = await api<SurveyDetails>('GET', `/px/survey/${survey}`, { token: tenant.token });
    expect(read.body.approval).toBeNull();
  });
});
