/**
 * Editing own PX questions (PUT /px/question/{id}): in place while no sent survey asks
 * the question, as a new version (new id, the old one retired but resolvable) once one does; the
 * stored direction (answerRatingInverted) scores the question in the process evaluation; other
 * tenants, standard questions and bad input change nothing; racing edits win once.
 * Surveys are made the real way (questions attached to a model's task, POST /px/survey builds the
 * pages); 'sent' and the answers are written straight into the table as sending and submitting
 * leave them (as px-model-surveys.test.ts does), the point by the real state machine.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  ModelProcessSurvey,
  ProcessEvaluationPoint,
  PxElementQuestion,
  PxQuestion,
  SurveyDetails,
} from '@prozesspuls/shared';
import { PX_QUESTION_TEXTS, processQuestionName } from '@prozesspuls/shared/px';
import { afterAll, describe, expect, it } from 'vitest';
import { attachPath, processDiagram, processSurveyBody } from '../fixtures/processSurveys.js';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api } from './client.js';
import { DEMO_CLIENT, TABLE } from './local-names.js';
import { closeDynamo, diffSnapshots, localDynamo, snapshotTenant } from './local-table.js';
import { modellerAndSurveyTenant } from './security-helpers.js';
import { createdSurvey, startEvaluationPoint } from './surveys-api.js';
import { setAttributes, storeAnswers, surveyKey } from './table-items.js';
import { uploadBpmn } from './upload.js';

const tag = Date.now().toString(36);
const dynamo = localDynamo();

const suite = setUpBeforeAll(() => modellerAndSurveyTenant('PxEdit'));

type Reply = PxQuestion & { msg?: string };

/** An own matrix question about activities (process perspective). */
const processQuestion = (text: string, answerRatingInverted = false) => ({
  text,
  answerType: 'MATRIX',
  module: 'Module_Four',
  element: 'Activity',
  type: 'ACTIVITY',
  answerRatingInverted,
});

const create = async (json: Record<string, unknown>, token = suite.modeller) => {
  const reply = await api<Reply>('POST', '/px/question', { token, json });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
};
const edit = (id: string, json: Record<string, unknown>, token = suite.modeller) =>
  api<Reply>('PUT', `/px/question/${encodeURIComponent(id)}`, { token, json });
const listed = async (token = suite.modeller) =>
  (await api<PxQuestion[]>('GET', '/px/question', { token })).body;

/** A model with one task carrying `questionId`. */
async function modelAsking(questionId: string, name: string): Promise<string> {
  const uploaded = await uploadBpmn(
    suite.modeller,
    `${name}.bpmn`,
    processDiagram([{ elementId: 'Task_1', elementName: 'Antrag prüfen' }]),
  );
  const uuid = uploaded.body.uuid ?? '';
  expect(uuid, JSON.stringify(uploaded.body)).toBeTruthy();
  const attached = await api('POST', attachPath(uuid, 'Task_1', questionId), { token: suite.modeller });
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  return uuid;
}

const processSurvey = (uuid: string, title: string) =>
  createdSurvey(suite.modeller, processSurveyBody(title, uuid));

/** The survey as sending leaves it: state SEND. */
const markSent = (surveyId: string) => setAttributes(surveyKey(surveyId), { state: 'SEND', sendToCount: 6 });

/** `complete` participants answered the question on Task_1 at `level` (state, counters, round counters). */
async function everyoneAnswered(surveyId: string, questionId: string, complete: number, level: number) {
  await storeAnswers(surveyId, {
    sent: complete + 1,
    complete,
    levels: { [`L#${processQuestionName(questionId, 'Task_1')}#${level}`]: complete },
  });
}

/** Stores the survey's evaluation point through the state machine and answers its element scores. */
async function evaluated(uuid: string, surveyId: string) {
  const started = await startEvaluationPoint(suite.modeller, surveyId, 'process');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const surveys = await api<ModelProcessSurvey[]>('GET', `/px/survey/bpmn/${uuid}`, {
      token: suite.modeller,
    });
    const info = surveys.body.find((survey) => survey.id === surveyId)?.info;
    if (info?.evaluationTimestampCount === 1 && !info.job?.running) break;
    if (Date.now() > deadline) throw new Error(`no evaluation point: ${JSON.stringify(info)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const points = await api<ProcessEvaluationPoint[]>('GET', `/px/evaluation/process/${uuid}/timestamp`, {
    token: suite.modeller,
  });
  const point = points.body.find((p) => p.surveyId === surveyId);
  if (!point) throw new Error('the point is listed');
  return point;
}

afterAll(() => closeDynamo());

describe('editing an own question no sent survey asks', () => {
  it('changes it in place: same id, new text, English wording and direction', async () => {
    const question = await create({ text: `Unbenutzt ${tag}`, answerType: 'MATRIX', module: 'NONE' });
    expect(question.answerRatingInverted).toBe(false);
    const reply = await edit(question.id, {
      text: `Geändert ${tag}`,
      textEn: `Changed ${tag}`,
      answerType: 'MATRIX',
      module: 'NONE',
      answerRatingInverted: true,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      id: question.id,
      text: `Geändert ${tag}`,
      textEn: `Changed ${tag}`,
      answerRatingInverted: true,
      createdDate: question.createdDate,
    });
    const mine = (await listed()).filter((q) => q.id === question.id || q.text === `Unbenutzt ${tag}`);
    expect(mine).toEqual([reply.body]);

    // Emptying the English wording removes it; a text question carries no direction.
    const plain = await edit(question.id, {
      text: `Text ${tag}`,
      answerType: 'TEXT',
      module: 'NONE',
      answerRatingInverted: true,
    });
    expect(plain.body).toMatchObject({
      id: question.id,
      textEn: null,
      answerType: 'TEXT',
      answerRatingInverted: false,
    });
  });

  it('stays in place while the survey asking it is not sent yet', async () => {
    const question = await create(processQuestion(`Entwurf ${tag}`));
    const uuid = await modelAsking(question.id, `PX Entwurf ${tag}`);
    await processSurvey(uuid, `Entwurf ${tag}`);
    const reply = await edit(question.id, processQuestion(`Entwurf geändert ${tag}`, true));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.id).toBe(question.id);
  });
});

describe('editing an own question a sent survey asks', () => {
  it('makes a new version: past survey and its result untouched, the model and new surveys ask the new one', async () => {
    const question = await create(processQuestion(`Vorher ${tag}`));
    const uuid = await modelAsking(question.id, `PX Version ${tag}`);
    const past = await processSurvey(uuid, `Vorher ${tag}`);
    await markSent(past.id);

    const reply = await edit(question.id, processQuestion(`Nachher ${tag}`, true));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const next = reply.body;
    expect(next.id).not.toBe(question.id);
    expect(next).toMatchObject({ text: `Nachher ${tag}`, answerRatingInverted: true, element: 'Activity' });

    // Offered is only the new version; the old one is retired, its id no longer editable.
    const ids = (await listed()).map((q) => q.id);
    expect(ids).toContain(next.id);
    expect(ids).not.toContain(question.id);
    expect((await edit(question.id, processQuestion(`Nochmal ${tag}`))).status).toBe(404);

    // The attachment follows the edit: the task shows the new version, and it can be detached.
    const onTask = await api<PxElementQuestion[]>('GET', `/px/bpmn/${uuid}/element/Task_1`, {
      token: suite.modeller,
    });
    expect(onTask.body.map((q) => [q.id, q.text])).toEqual([[next.id, `Nachher ${tag}`]]);

    // The sent survey still asks the old wording; everyone fully agreeing scores 6 there, as then.
    const stored = await api<SurveyDetails>('GET', `/px/survey/${past.id}`, { token: suite.modeller });
    expect(JSON.stringify(stored.body.surveySchema)).toContain(`Vorher ${tag}`);
    expect(JSON.stringify(stored.body.surveySchema)).not.toContain(`Nachher ${tag}`);
    await everyoneAnswered(past.id, question.id, 5, 6);
    const pastPoint = await evaluated(uuid, past.id);
    expect(pastPoint.elements[0]?.questions.map((q) => [q.questionText, q.inverted, q.answerScore])).toEqual([
      [`Vorher ${tag}`, false, 6],
    ]);

    // A new survey of the model asks the new, inverted version: full agreement scores 1,0.
    const fresh = await processSurvey(uuid, `Nachher ${tag}`);
    const freshStored = await api<SurveyDetails>('GET', `/px/survey/${fresh.id}`, { token: suite.modeller });
    expect(JSON.stringify(freshStored.body.surveySchema)).toContain(processQuestionName(next.id, 'Task_1'));
    await everyoneAnswered(fresh.id, next.id, 5, 6);
    const freshPoint = await evaluated(uuid, fresh.id);
    expect(freshPoint.elements[0]).toMatchObject({ elementId: 'Task_1', score: 1 });
    expect(freshPoint.elements[0]?.questions.map((q) => [q.questionText, q.inverted, q.answerScore])).toEqual(
      [[`Nachher ${tag}`, true, 1]],
    );

    // Detaching the shown (new) version removes the attachment made with the old id.
    const detached = await api<PxElementQuestion[]>('DELETE', attachPath(uuid, 'Task_1', next.id), {
      token: suite.modeller,
    });
    expect(detached.status, JSON.stringify(detached.body)).toBe(200);
    expect(detached.body).toEqual([]);
  }, 180_000);
});

describe('edits that are refused', () => {
  it('refuses standard questions, module changes and bad input with a German message, writing nothing', async () => {
    const question = await create({ text: `Fest ${tag}`, answerType: 'MATRIX', module: 'NONE' });
    const before = await snapshotTenant(DEMO_CLIENT);
    const standard = await edit('M1-RM-01', { text: 'Neu', answerType: 'MATRIX', module: 'NONE' });
    expect(standard).toEqual({ status: 400, body: { msg: PX_QUESTION_TEXTS.standardNotEditable } });
    const moved = await edit(question.id, processQuestion(`Fest ${tag}`));
    expect(moved).toEqual({ status: 400, body: { msg: PX_QUESTION_TEXTS.moduleNotChangeable } });
    const empty = await edit(question.id, { text: ' ', answerType: 'MATRIX', module: 'NONE' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(PX_QUESTION_TEXTS.textRequired);
    const unknown = await edit('00000000-0000-4000-8000-000000000000', {
      text: 'x',
      answerType: 'TEXT',
      module: 'NONE',
    });
    expect(unknown.status).toBe(404);
    expect(diffSnapshots(before, await snapshotTenant(DEMO_CLIENT))).toEqual([]);
  });

  it('gives another tenant a 404 for this client’s question and leaves it as it was', async () => {
    const question = await create({ text: `Eigen ${tag}`, answerType: 'MATRIX', module: 'NONE' });
    const before = await snapshotTenant(DEMO_CLIENT);
    const foreign = await edit(
      question.id,
      { text: `Fremd ${tag}`, answerType: 'MATRIX', module: 'NONE', answerRatingInverted: true },
      suite.other.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toMatch(/\S/);
    expect(diffSnapshots(before, await snapshotTenant(DEMO_CLIENT))).toEqual([]);
    expect((await listed()).find((q) => q.id === question.id)?.text).toBe(`Eigen ${tag}`);
    expect((await listed(suite.other.token)).some((q) => q.text === `Fremd ${tag}`)).toBe(false);
  });
});

describe('racing edits', () => {
  it('of an unused question: every edit that answers 200 was applied on top of the one before, none lost', async () => {
    const question = await create({ text: `Rennen ${tag}`, answerType: 'MATRIX', module: 'NONE' });
    const replies = await Promise.all(
      ['A', 'B', 'C', 'D'].map((side) =>
        edit(question.id, { text: `Rennen ${side} ${tag}`, answerType: 'MATRIX', module: 'NONE' }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status !== 200);
    expect(won.length).toBeGreaterThan(0);
    for (const reply of lost)
      expect(reply).toEqual({ status: 409, body: { msg: PX_QUESTION_TEXTS.changedMeanwhile } });
    // Each applied edit raised the revision it read by one: two edits of the same revision would
    // leave fewer revisions than successes (a lost update).
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: TABLE, Key: { pk: `T#${DEMO_CLIENT}`, sk: `PXQ#${question.id}` } }),
    );
    expect(Item?.revision).toBe(won.length);
    expect(won.map((r) => r.body.text)).toContain(Item?.text);
    expect(won.map((r) => r.body.id)).toEqual(won.map(() => question.id));
  });

  it('of a question a sent survey asks: exactly one new version is made', async () => {
    const question = await create(processQuestion(`Versionsrennen ${tag}`));
    const uuid = await modelAsking(question.id, `PX Rennen ${tag}`);
    const sent = await processSurvey(uuid, `Versionsrennen ${tag}`);
    await markSent(sent.id);
    const replies = await Promise.all(
      ['A', 'B'].map((side) => edit(question.id, processQuestion(`Versionsrennen ${side} ${tag}`, true))),
    );
    // The later one finds the question changed meanwhile (409) or, when it read after the
    // winner wrote, already retired (404); never a second version.
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    const versions = (await listed()).filter(
      (q) => q.text.startsWith('Versionsrennen ') && q.text.endsWith(tag),
    );
    expect(versions.map((q) => q.id)).toEqual([replies.find((r) => r.status === 200)?.body.id]);
  });
});
