import type { Measure, MeasureMember } from '@prozesspuls/shared';
import { type EvaluationPoint, MEASURE_MESSAGES } from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type CreatedSurveyContent, createdId, manualSurveyBody } from '../fixtures/surveys.js';
import { api, latestMailTo, login, storedMails } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { closeDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { a4LandscapePdf, pdfText } from './pdf-text.js';
import { createSurveyTenant, createTenant, type Tenant } from './security-helpers.js';
import { createdSurvey } from './surveys-api.js';

/**
 * The measures plan: CRUD with German validation, tenant isolation, the overdue mail
 * sent once, and the evaluation PDF. The overdue task and the evaluation point seed run in this
 * process against the local cloud's DynamoDB and mailbox (the local cloud serves no scheduler).
 */

let creator = '';
let employee = '';
let other: Tenant;

/** The functions' modules, imported once the environment points at the local cloud. */
async function inProcess() {
  pointFunctionsAtLocalCloud({ mail: true });
  const [task, points, overdue] = await Promise.all([
    import('../../functions/src/tasks/measureOverdue.js'),
    import('../../functions/src/data/repositories/evaluationPoints.js'),
    import('../../functions/src/domain/measures/overdue.js'),
  ]);
  return { task, points, overdue };
}

/** Each client's created free-text question: manual surveys ask only offered questions. */
const questionsOf = new Map<string, Promise<CreatedSurveyContent>>();
function createdQuestions(token: string): Promise<CreatedSurveyContent> {
  const known = questionsOf.get(token) ?? createdContent(token);
  questionsOf.set(token, known);
  return known;
}

const createSurvey = async (title: string, token = creator) =>
  (await createdSurvey(token, manualSurveyBody(title, await createdQuestions(token)))).id;

const measureBody = (surveyId: string, overrides: Record<string, unknown> = {}) => ({
  surveyId,
  nodeId: 'knoten-fuehrung',
  targetName: 'Führung',
  title: 'Teamgespräche einführen',
  description: 'Monatlich, moderiert',
  responsibleUserId: 'modeller@demo.local',
  dueDate: '2099-12-31',
  status: 'offen',
  ...overrides,
});

/** POST /px/measure as the creator with `measureBody(surveyId, overrides)`. */
const createMeasure = (surveyId: string, overrides: Record<string, unknown> = {}) =>
  api<Measure>('POST', '/px/measure', { token: creator, json: measureBody(surveyId, overrides) });

/** How many mails in the SES emulator's store carry `text` in their subject. */
async function mailsWithSubject(text: string): Promise<number> {
  return (await storedMails()).filter((mail) => mail.subject.includes(text)).length;
}

const yesterday = () => new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  // admin@demo.local holds SURVEY (as ADMIN) in the demo client; mitarbeiter holds none.
  creator = (await login('admin@demo.local')).accessToken;
  employee = (await login('mitarbeiter@demo.local')).accessToken;
  other = await createTenant(creator, 'Massnahmen');
});

afterAll(() => closeDynamo());

describe('measures plan', () => {
  it('creates, lists per survey and across surveys, edits and deletes a measure', async () => {
    const surveyId = await createSurvey('Maßnahmen CRUD');
    const second = await createSurvey('Maßnahmen zweite Umfrage');
    const created = await createMeasure(surveyId);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      surveyId,
      nodeId: 'knoten-fuehrung',
      questionId: null,
      targetName: 'Führung',
      title: 'Teamgespräche einführen',
      responsibleUserId: 'modeller@demo.local',
      dueDate: '2099-12-31',
      status: 'offen',
      round: 1,
      overdue: false,
    });
    expect(created.body.responsibleName).not.toBe('');
    const onQuestion = await createMeasure(second, {
      nodeId: null,
      questionId: createdId(await createdQuestions(creator), 'frage-1'),
      title: 'Fragebogen erklären',
    });
    expect(onQuestion.status).toBe(200);

    const ofSurvey = await api<Measure[]>('GET', `/px/measure?surveyId=${surveyId}`, { token: creator });
    expect(ofSurvey.body.map((m) => m.id)).toEqual([created.body.id]);
    const all = await api<Measure[]>('GET', '/px/measure', { token: creator });
    expect(all.body.map((m) => m.id)).toEqual(expect.arrayContaining([created.body.id, onQuestion.body.id]));

    const edited = await api<Measure>('PUT', `/px/measure/${created.body.id}`, {
      token: creator,
      json: {
        title: 'Teamgespräche alle zwei Wochen',
        responsibleUserId: 'admin@demo.local',
        dueDate: '2099-06-30',
        status: 'in Arbeit',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Teamgespräche alle zwei Wochen',
      status: 'in Arbeit',
      description: '',
    });

    expect((await api('DELETE', `/px/measure/${created.body.id}`, { token: creator })).status).toBe(204);
    expect((await api('DELETE', `/px/measure/${created.body.id}`, { token: creator })).status).toBe(404);
    const after = await api<Measure[]>('GET', `/px/measure?surveyId=${surveyId}`, { token: creator });
    expect(after.body).toEqual([]);
  });

  it('refuses bad input with German messages and writes nothing', async () => {
    const surveyId = await createSurvey('Maßnahmen Validierung');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, MEASURE_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(201) }, MEASURE_MESSAGES.titleTooLong],
      [{ dueDate: '2026-02-30' }, MEASURE_MESSAGES.dueDateInvalid],
      [{ status: 'fertig' }, MEASURE_MESSAGES.statusInvalid],
      [{ nodeId: null, questionId: null }, MEASURE_MESSAGES.targetRequired],
      [{ responsibleUserId: 'niemand@demo.local' }, MEASURE_MESSAGES.responsibleNotMember],
    ];
    for (const [override, msg] of cases) {
      const reply = await api<{ msg: string }>('POST', '/px/measure', {
        token: creator,
        json: measureBody(surveyId, override),
      });
      expect(reply.status, JSON.stringify(override)).toBe(400);
      expect(reply.body.msg).toContain(msg);
    }
    const missingSurvey = await api<{ msg: string }>('POST', '/px/measure', {
      token: creator,
      json: measureBody('gibt-es-nicht'),
    });
    expect(missingSurvey).toMatchObject({ status: 404, body: { msg: MEASURE_MESSAGES.surveyNotFound } });
    const listed = await api<Measure[]>('GET', `/px/measure?surveyId=${surveyId}`, { token: creator });
    expect(listed.body).toEqual([]);
  });

  it('keeps tenants apart: no owner from another client, no reading or changing its measures', async () => {
    const surveyId = await createSurvey('Maßnahmen Mandanten');
    const otherAdmin = await api<{ msg: string }>('POST', '/px/measure', {
      token: creator,
      json: measureBody(surveyId, { responsibleUserId: other.adminEmail }),
    });
    expect(otherAdmin).toMatchObject({ status: 400, body: { msg: MEASURE_MESSAGES.responsibleNotMember } });
    const mine = await createMeasure(surveyId);
    expect(mine.status).toBe(200);

    // The other client's administrator (SURVEY through ADMIN) sees and changes nothing of it.
    const theirList = await api<Measure[]>('GET', '/px/measure', { token: other.token });
    expect(theirList.body.map((m) => m.id)).not.toContain(mine.body.id);
    const theirSurveyList = await api<Measure[]>('GET', `/px/measure?surveyId=${surveyId}`, {
      token: other.token,
    });
    expect(theirSurveyList.body).toEqual([]);
    const put = await api('PUT', `/px/measure/${mine.body.id}`, {
      token: other.token,
      json: {
        title: 'Übernommen',
        responsibleUserId: other.adminEmail,
        dueDate: '2099-01-01',
        status: 'erledigt',
      },
    });
    expect(put.status).toBe(404);
    expect((await api('DELETE', `/px/measure/${mine.body.id}`, { token: other.token })).status).toBe(404);
    const onMySurvey = await api('POST', '/px/measure', {
      token: other.token,
      json: measureBody(surveyId, { responsibleUserId: other.adminEmail }),
    });
    expect(onMySurvey.status).toBe(404);
    const members = await api<MeasureMember[]>('GET', '/px/measure/members', { token: other.token });
    expect(members.body.map((m) => m.userId)).not.toContain('modeller@demo.local');

    const still = await api<Measure[]>('GET', `/px/measure?surveyId=${surveyId}`, { token: creator });
    expect(still.body).toMatchObject([
      { id: mine.body.id, title: 'Teamgespräche einführen', status: 'offen' },
    ]);
  });

  it('is closed to members without SURVEY', async () => {
    expect((await api('GET', '/px/measure', { token: employee })).status).toBe(403);
    expect((await api('GET', '/px/measure/members', { token: employee })).status).toBe(403);
    expect((await api('POST', '/px/measure', { token: employee, json: measureBody('x') })).status).toBe(403);
  });

  it('goes with its survey when the survey is deleted', async () => {
    const surveyId = await createSurvey('Maßnahmen Löschen');
    const created = await createMeasure(surveyId);
    expect(created.status).toBe(200);
    expect((await api('DELETE', `/px/survey/${surveyId}`, { token: creator })).status).toBe(204);
    const all = await api<Measure[]>('GET', '/px/measure', { token: creator });
    expect(all.body.map((m) => m.id)).not.toContain(created.body.id);
  });
});

describe('overdue measures', () => {
  it('mails the owner once, even when the check runs twice at the same time and again later', async () => {
    const { overdue } = await inProcess();
    const surveyId = await createSurvey('Maßnahmen Überfällig');
    const title = `Pausenraum einrichten ${Date.now()}`;
    // Due at the end of 2099: its schedule never fires during the test, the checks run "in 2100".
    const created = await createMeasure(surveyId, { title });
    expect(created.body.overdue).toBe(false);
    const in2100 = Date.UTC(2100, 0, 2);
    const check = () => overdue.notifyOverdueMeasure(1, created.body.id, in2100);
    const outcomes = await Promise.all([check(), check()]);
    expect(outcomes.sort()).toEqual(['alreadyNotified', 'mailed']);
    expect(await check()).toBe('alreadyNotified');

    const mail = await latestMailTo('modeller@demo.local');
    expect(mail?.subject).toBe(`ProzessPuls: Maßnahme überfällig – ${title}`);
    expect(mail?.body.text).toContain('Maßnahmen Überfällig');
    expect(mail?.body.text).toContain('/surveys/measures?surveyId=');
    expect(await mailsWithSubject(title)).toBe(1);
  });

  it('mails the owner of an overdue measure by itself, through its one-time schedule', async () => {
    const { task } = await inProcess();
    const surveyId = await createSurvey('Maßnahmen Zeitplan');
    const title = `Schichtplan abstimmen ${Date.now()}`;
    const created = await createMeasure(surveyId, { title, dueDate: yesterday() });
    expect(created.body.overdue).toBe(true);
    // The overdue moment has passed: the local scheduler fires the check at once.
    await expect.poll(() => mailsWithSubject(title), { timeout: 45_000, interval: 250 }).toBe(1);
    expect((await task.handler({ clientId: 1, measureId: created.body.id })).outcome).toBe('alreadyNotified');
    expect(await mailsWithSubject(title)).toBe(1);
  });

  it('mails nobody for a measure that is done or not yet due', async () => {
    const { task } = await inProcess();
    const surveyId = await createSurvey('Maßnahmen nicht fällig');
    const done = await createMeasure(surveyId, { dueDate: yesterday(), status: 'erledigt' });
    const later = await createMeasure(surveyId);
    expect((await task.handler({ clientId: 1, measureId: done.body.id })).outcome).toBe('notOverdue');
    expect((await task.handler({ clientId: 1, measureId: later.body.id })).outcome).toBe('notOverdue');
    // The tenant of the schedule counts: the same id under another client finds nothing.
    expect((await task.handler({ clientId: other.clientId, measureId: later.body.id })).outcome).toBe('gone');
  });
});

function point(completeAnswered: number): EvaluationPoint {
  const question = {
    questionId: 'frage-a',
    questionText: 'Ich erhalte Rückmeldung zu meiner Arbeit.',
    inverted: false,
    scores: [2, 3, completeAnswered - 5, 0, 0, 0] as const,
    percentages: [0, 0, 0, 0, 0, 0] as const,
    responseCount: completeAnswered,
    averageAnswer: 2.4,
    answerScore: 2.4,
    trend: -0.3,
    comparisonResponseCount: completeAnswered,
  };
  return {
    round: 2,
    timestamp: Date.now(),
    numberSentTo: 20,
    numberCompleteAnswered: completeAnswered,
    numberPartiallyAnswered: 1,
    numberNotAnswered: 20 - completeAnswered - 1,
    nodes: [
      {
        id: 'knoten-fuehrung',
        name: 'Führung und Zusammenarbeit',
        nodeType: 'NODE',
        parentId: null,
        score: 2.4,
        trend: -0.3,
        comparisonResponseCount: completeAnswered,
        responseCount: completeAnswered,
        children: [],
        questionEvaluation: [
          { ...question, scores: [...question.scores], percentages: [...question.percentages] },
        ],
      },
    ],
    questionEvaluations: [],
    personalQuestionEvaluations: [],
  } as unknown as EvaluationPoint;
}

/** Stores an evaluation point of the survey with `completeAnswered` complete answers (as the finish workflow does). */
async function storePoint(surveyId: string, completeAnswered: number, clientId = 1) {
  const { points } = await inProcess();
  await points.putEvaluationPoint({
    clientId,
    surveyId,
    timestampId: `pdf-${surveyId}`,
    module: 'NONE',
    point: point(completeAnswered),
  });
}

async function reportOf(surveyId: string, token = creator) {
  return fetch(`${inject('baseUrl')}/api/px/evaluation/${surveyId}/report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('evaluation PDF', () => {
  it('renders the latest evaluation point with its measures as a PDF', async () => {
    const surveyId = await createSurvey('Auswertung als PDF');
    expect((await reportOf(surveyId)).status).toBe(409);
    await storePoint(surveyId, 12);
    await createMeasure(surveyId);

    const response = await reportOf(surveyId);
    const pdf = await a4LandscapePdf(response, 'Auswertung');
    const text = pdfText(pdf);
    expect(text).toContain('Führung und Zusammenarbeit');
    expect(text).toContain('Ich erhalte Rückmeldung zu meiner Arbeit.');
    expect(text).toContain('2,4');
    expect(text).toContain('gesunken');
    expect(text).toContain('Maßnahmenplan');
    expect(text).toContain('Teamgespräche einführen');

    expect((await reportOf(surveyId, employee)).status).toBe(403);
    expect((await reportOf(surveyId, other.token)).status).toBe(404);
  }, 90_000);

  it('carries the tenant’s logo and the overview chart as images, German column titles and the file name <Umfrage>_Auswertung_<Datum>.pdf', async () => {
    // A 1 × 1 PNG as the tenant's logo.
    const logo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const branded = await createSurveyTenant(creator, 'Logo', { imageUrl: logo });
    const surveyId = await createSurvey('Bindung Nord', branded.token);
    await storePoint(surveyId, 12, branded.clientId);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

    const response = await reportOf(surveyId, branded.token);
    const pdf = await a4LandscapePdf(response, `Bindung Nord_Auswertung_${day}.pdf`);
    const text = pdfText(pdf);
    for (const title of [
      'Übersicht der Themenbereiche',
      'Themenbereich / Frage',
      'Note (1–6)',
      'Bewertung',
      'Veränderung zur letzten Auswertung',
      'Maßnahmen',
    ]) {
      expect(text).toContain(title);
    }
    expect(text).not.toMatch(/\bScore\b|Knoten/);
    // Embedded images: the logo and the chart the report's Chromium drew on its canvas.
    const images = pdf.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(2);

    // A tenant without a logo: the chart is still an embedded image, and the logo's are missing
    // (an image with transparency is embedded as two: the picture and its mask).
    const plainTenant = await createSurveyTenant(creator, 'OhneLogo');
    const plainSurvey = await createSurvey('Ohne Logo', plainTenant.token);
    await storePoint(plainSurvey, 12, plainTenant.clientId);
    const plain = Buffer.from(await (await reportOf(plainSurvey, plainTenant.token)).arrayBuffer());
    const plainImages = plain.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? [];
    expect(plainImages.length).toBeGreaterThanOrEqual(1);
    expect(plainImages.length).toBeLessThan(images.length);
  }, 120_000);

  it('shows the threshold text instead of figures below the anonymity threshold', async () => {
    const surveyId = await createSurvey('Auswertung mit vier Antworten');
    await storePoint(surveyId, 4);
    const response = await reportOf(surveyId);
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Führung und Zusammenarbeit');
    expect(text).toContain('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)');
    expect(text).not.toContain('2,4');
    expect(text).not.toContain('gesunken');
  }, 90_000);
});
