import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  PxElementQuestion,
  PxModelQuestions,
  PxQuestion,
  SurveyDetails,
  SurveySummary,
} from '@prozesspuls/shared';
import { PX_MODEL_QUESTIONS_MAX, SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, invitedMember, roleWith, signInDemoUsers } from './client.js';
import { closeDynamo, localDynamo } from './local-table.js';
import { createTenant } from './security-helpers.js';
import { setAttributes } from './table-items.js';
import { largeDiagram, uploadBpmn } from './upload.js';

const dynamo = localDynamo();

/** The stored PX records (attachments and the count) of one model of client 1, read past the API. */
async function pxRecords(uuid: string) {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: 'prozesspuls',
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :px)',
      ExpressionAttributeValues: { ':pk': `T#1#M#${uuid}`, ':px': 'PX' },
    }),
  );
  return Items as { sk: string; count?: number }[];
}

const setCount = (uuid: string, count: number) =>
  setAttributes({ pk: `T#1#M#${uuid}`, sk: 'PXCOUNT' }, { count });

const tag = randomUUID().slice(0, 6);
const demo = setUpBeforeAll(signInDemoUsers);
const members = setUpBeforeAll(async () => ({
  processOnly: await memberWith(['PROCESS'], 'Prozess'),
  pxEvalOnly: await memberWith(['PROCESS', 'PX_EVAL'], 'Auswertung'),
  surveyOnly: await memberWith(['PROCESS', 'SURVEY'], 'Umfrage'),
}));
const other = setUpBeforeAll(() => createTenant(demo.admin, 'PxElement'));

let uuid = '';
let otherUuid = '';
let activityQuestions: PxQuestion[] = [];
let ownQuestion: PxQuestion;
let otherTenantQuestion: PxQuestion;

const element = (id: string, model = uuid) => `/px/bpmn/${model}/element/${id}`;
const question = (id: string, qid: string, model = uuid) => `${element(id, model)}/question/${qid}`;
const attach = (token: string, id: string, qid: string, model = uuid) =>
  api<PxElementQuestion[] & { msg?: string }>('POST', question(id, qid, model), { token });
const detach = (token: string, id: string, qid: string, model = uuid) =>
  api<PxElementQuestion[] & { msg?: string }>('DELETE', question(id, qid, model), { token });
const overview = async (token = demo.modeller, model = uuid) =>
  (await api<PxModelQuestions>('GET', `/px/bpmn/${model}`, { token })).body;

const memberId = (name: string) => `pxq-${name.toLowerCase()}-${tag}@demo.local`;

/** Members of client 1 see the modeller's model only when it is shared with them. */
async function shareModelWith(name: string) {
  const shared = await api('POST', `/bpmn/${uuid}/shared-user`, {
    token: demo.modeller,
    json: { userId: memberId(name) },
  });
  expect(shared.status).toBe(200);
}

async function memberWith(permissions: string[], name: string): Promise<string> {
  const roleId = await roleWith(demo.admin, `PXQ ${name} ${tag}`, permissions);
  return invitedMember(demo.admin, {
    userId: memberId(name),
    password: 'Fragen!2026Px',
    firstName: 'PX',
    lastName: name,
    roleIds: [roleId],
  });
}

const customProcessQuestion = (token: string, text: string) =>
  api<PxQuestion>('POST', '/px/question', {
    token,
    json: { text, answerType: 'MATRIX', module: 'Module_Four', type: 'ACTIVITY', element: 'Activity' },
  });

beforeAll(async () => {
  const created = await uploadBpmn(demo.modeller, `PX Fragen ${tag}.bpmn`, largeDiagram(3));
  uuid = created.body.uuid ?? '';
  const foreign = await uploadBpmn(other.token, `Fremd ${tag}.bpmn`, largeDiagram(2));
  otherUuid = foreign.body.uuid ?? '';
  expect(uuid).not.toBe('');
  expect(otherUuid).not.toBe('');
  await shareModelWith('Auswertung');
  await shareModelWith('Umfrage');
  // The standard questions only: other test files add own Activity questions to this client meanwhile.
  activityQuestions = (
    await api<PxQuestion[]>('GET', '/question/element/Activity', { token: demo.modeller })
  ).body.filter((question) => question.createdBy === '');
  expect(activityQuestions.length).toBeGreaterThan(1);
  const own = await customProcessQuestion(demo.modeller, `Eigene Frage ${tag}`);
  expect(own.status).toBe(201);
  ownQuestion = own.body;
  const foreignQuestion = await customProcessQuestion(other.token, `Fremde Frage ${tag}`);
  expect(foreignQuestion.status).toBe(201);
  otherTenantQuestion = foreignQuestion.body;
});

afterAll(() => closeDynamo());

const standardId = (index: number) => activityQuestions[index]?.id ?? '';

describe('PX questions on model elements', () => {
  it('offers the process questions of the element kind for an element of the model', async () => {
    const offered = await api<PxQuestion[]>('GET', `/question/element/Task_0/uuid/${uuid}`, {
      token: demo.modeller,
    });
    expect(offered.status).toBe(200);
    expect(offered.body.every((q) => q.element === 'Activity' && q.module === 'Module_Four')).toBe(true);
    expect(offered.body.map((q) => q.id)).toContain(ownQuestion.id);
    expect(offered.body.map((q) => q.id)).not.toContain(otherTenantQuestion.id);
    const processQuestions = await api<PxQuestion[]>('GET', `/question/element/Process_large/uuid/${uuid}`, {
      token: demo.modeller,
    });
    expect(processQuestions.body.every((q) => q.element === 'Process')).toBe(true);
    expect(
      (await api('GET', `/question/element/Task_99/uuid/${uuid}`, { token: demo.modeller })).status,
    ).toBe(404);
  });

  it('attaches, lists with node for standard and none for custom questions, and detaches', async () => {
    const first = await attach(demo.modeller, 'Task_0', standardId(0));
    expect(first.status).toBe(201);
    const second = await attach(demo.modeller, 'Task_0', ownQuestion.id);
    expect(second.status).toBe(201);
    expect(second.body.map((q) => q.id)).toEqual([standardId(0), ownQuestion.id]);
    const listed = await api<PxElementQuestion[]>('GET', element('Task_0'), { token: demo.modeller });
    expect(listed.body[0]).toMatchObject({ id: standardId(0), text: activityQuestions[0]?.text });
    expect(listed.body[0]?.node).toEqual(expect.any(String));
    expect(listed.body[1]).toEqual({ id: ownQuestion.id, text: ownQuestion.text });
    expect(await overview()).toMatchObject({
      count: 2,
      elements: [
        { elementId: 'Task_0', kind: 'Activity', elementName: expect.stringContaining('Arbeitsschritt 0') },
      ],
    });
    const removed = await detach(demo.modeller, 'Task_0', ownQuestion.id);
    expect(removed.status).toBe(200);
    expect(removed.body.map((q) => q.id)).toEqual([standardId(0)]);
    expect((await detach(demo.modeller, 'Task_0', ownQuestion.id)).status).toBe(404);
    expect((await overview()).count).toBe(1);
  });

  it('answers 200 with the same list when a question is attached twice (idempotent)', async () => {
    const again = await attach(demo.modeller, 'Task_0', standardId(0));
    expect(again.status).toBe(200);
    expect(again.body.map((q) => q.id)).toEqual([standardId(0)]);
    expect((await overview()).count).toBe(1);
  });

  it('counts two racing attaches of the same question once', async () => {
    const replies = await Promise.all([
      attach(demo.modeller, 'Task_1', standardId(1)),
      attach(demo.modeller, 'Task_1', standardId(1)),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
    expect((await overview()).count).toBe(2);
    expect((await pxRecords(uuid)).filter((r) => r.sk.startsWith('PXQ#Task_1#'))).toHaveLength(1);
  });

  it('counts racing attaches of different questions each', async () => {
    const ids = [standardId(2), standardId(3), ownQuestion.id];
    const replies = await Promise.all(ids.map((id) => attach(demo.modeller, 'Task_2', id)));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect((await overview()).count).toBe(5);
    await Promise.all(ids.map((id) => detach(demo.modeller, 'Task_2', id)));
    expect((await overview()).count).toBe(2);
  });

  it('lets only one of two racing detaches remove the question; the count drops once', async () => {
    expect((await attach(demo.modeller, 'Task_2', ownQuestion.id)).status).toBe(201);
    expect((await overview()).count).toBe(3);
    const replies = await Promise.all([
      detach(demo.modeller, 'Task_2', ownQuestion.id),
      detach(demo.modeller, 'Task_2', ownQuestion.id),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await overview()).count).toBe(2);
  });

  it('refuses questions not offered for the element, unknown elements and bad ids, writing nothing', async () => {
    const before = await pxRecords(uuid);
    const processQuestion = (
      await api<PxQuestion[]>('GET', '/question/element/Process', { token: demo.modeller })
    ).body[0];
    const wrongKind = await attach(demo.modeller, 'Task_0', processQuestion?.id ?? 'x');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.msg).toBe('Diese Frage kann an dieses Element nicht angehängt werden.');
    const moduleQuestion = await attach(demo.modeller, 'Task_0', 'M1-RM-01');
    expect(moduleQuestion.status).toBe(400);
    const foreign = await attach(demo.modeller, 'Task_0', otherTenantQuestion.id);
    expect(foreign.status).toBe(400);
    const unknownElement = await attach(demo.modeller, 'Task_99', standardId(0));
    expect(unknownElement.status).toBe(400);
    expect(unknownElement.body.msg).toBe('Das Element gibt es im gespeicherten Modell nicht.');
    for (const [id, qid] of [
      ['a'.repeat(64), standardId(0)],
      ['Task 0', standardId(0)],
      ['Task_0', 'q'.repeat(37)],
      ['Task_0', 'a%20b'],
      ['%00', standardId(0)],
    ] as const) {
      const reply = await api<{ msg?: string }>('POST', question(id, qid), { token: demo.modeller });
      expect(reply.status, `${id} ${qid}`).toBe(400);
      expect(reply.body.msg).toEqual(expect.any(String));
    }
    expect(
      (
        await api('POST', `/px/bpmn/not-a-uuid/element/Task_0/question/${standardId(0)}`, {
          token: demo.modeller,
        })
      ).status,
    ).toBe(400);
    expect(await pxRecords(uuid)).toEqual(before);
  });

  it('refuses the attach beyond the limit of a model (409) and writes nothing', async () => {
    await setCount(uuid, PX_MODEL_QUESTIONS_MAX);
    const refused = await attach(demo.modeller, 'Task_2', standardId(2));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/höchstens/);
    expect((await pxRecords(uuid)).filter((r) => r.sk.startsWith('PXQ#Task_2#'))).toHaveLength(0);
    await setCount(uuid, 2);
  });

  it('keeps other tenants out: their model ids are unknown (404) in both directions', async () => {
    expect((await attach(other.token, 'Task_0', standardId(0))).status).toBe(404);
    expect((await detach(other.token, 'Task_0', standardId(0))).status).toBe(404);
    expect((await api('GET', element('Task_0'), { token: other.token })).status).toBe(404);
    expect((await api('GET', `/px/bpmn/${uuid}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/question/element/Task_0/uuid/${uuid}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await attach(demo.modeller, 'Task_0', standardId(0), otherUuid)).status).toBe(404);
    expect((await api('GET', element('Task_0', otherUuid), { token: demo.modeller })).status).toBe(404);
    expect((await overview()).count).toBe(2);
  });

  it.each([
    ['an employee without PROCESS', () => demo.employee],
    ['a member with PROCESS only', () => members.processOnly],
  ])('refuses every PX route to %s (403)', async (_, token) => {
    for (const [method, path] of [
      ['POST', question('Task_0', standardId(4))],
      ['DELETE', question('Task_0', standardId(0))],
      ['GET', element('Task_0')],
      ['GET', `/px/bpmn/${uuid}`],
      ['GET', `/question/element/Task_0/uuid/${uuid}`],
    ] as const) {
      expect((await api(method, path, { token: token() })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets PX_EVAL read the questions but not attach or detach them', async () => {
    expect((await api('GET', element('Task_0'), { token: members.pxEvalOnly })).status).toBe(200);
    expect((await overview(members.pxEvalOnly)).count).toBe(2);
    expect((await attach(members.pxEvalOnly, 'Task_0', standardId(4))).status).toBe(403);
    expect((await detach(members.pxEvalOnly, 'Task_0', standardId(0))).status).toBe(403);
  });

  it('lets an administrator attach (ADMIN holds PX_WRITE)', async () => {
    expect((await attach(demo.admin, 'Task_2', standardId(4))).status).toBe(201);
    expect((await detach(demo.admin, 'Task_2', standardId(4))).status).toBe(200);
  });
});

describe('process surveys from the attached questions', () => {
  const body = (model: string | null, extra: Record<string, unknown> = {}) => ({
    title: `Prozessumfrage ${tag}`,
    module: 'Module_Four',
    uuid: model,
    surveySchema: {
      title: 'ignoriert',
      pages: [
        {
          name: 'titlePage',
          elements: [{ type: 'html', name: 'titlePage', html: '<p>Willkommen</p><script>x()</script>' }],
        },
        { name: 'erfunden', elements: [{ type: 'comment', name: 'M1-RM-01', title: 'Eingeschmuggelt' }] },
      ],
    },
    ...extra,
  });

  it('creates a Module_Four survey of the model with one page per element, built on the server', async () => {
    const created = await api<SurveyDetails>('POST', '/px/survey', {
      token: demo.modeller,
      json: body(uuid),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ module: 'Module_Four', uuid, customTitlePage: true });
    const pages = created.body.surveySchema.pages;
    expect(pages.map((p) => p.name)).toEqual(['titlePage', 'Task_0', 'Task_1']);
    expect(JSON.stringify(pages)).not.toContain('script');
    expect(pages.slice(1).flatMap((p) => p.elements.map((e) => e.name))).toEqual([
      `${standardId(0)}@Task_0`,
      `${standardId(1)}@Task_1`,
    ]);
    const listed = (await api<SurveySummary[]>('GET', '/px/survey', { token: demo.modeller })).body;
    expect(listed.find((s) => s.id === created.body.id)).toMatchObject({ uuid, module: 'Module_Four' });
  });

  it("keeps the model's survey count for the process list: up on create, down on delete", async () => {
    const surveyCount = async () =>
      (await api<{ surveyCount: number }>('GET', `/bpmn/${uuid}`, { token: demo.modeller })).body.surveyCount;
    const before = await surveyCount();
    const created = await api<SurveyDetails>('POST', '/px/survey', {
      token: demo.modeller,
      json: body(uuid),
    });
    expect(created.status).toBe(200);
    expect(await surveyCount()).toBe(before + 1);
    expect((await api('DELETE', `/px/survey/${created.body.id}`, { token: demo.modeller })).status).toBe(204);
    expect(await surveyCount()).toBe(before);
  });

  it('refuses a process survey without model, of another tenant, without PX_WRITE or without questions', async () => {
    const noModel = await api<{ msg: string }>('POST', '/px/survey', {
      token: demo.modeller,
      json: body(null),
    });
    expect(noModel.status).toBe(400);
    expect(noModel.body.msg).toBe(SURVEY_MESSAGES.processSurveyNeedsModel);
    expect((await api('POST', '/px/survey', { token: demo.modeller, json: body(otherUuid) })).status).toBe(
      404,
    );
    expect((await api('POST', '/px/survey', { token: members.surveyOnly, json: body(uuid) })).status).toBe(
      403,
    );
    expect((await api('POST', '/px/survey', { token: members.pxEvalOnly, json: body(uuid) })).status).toBe(
      403,
    );
    const empty = await uploadBpmn(demo.modeller, `Leer ${tag}.bpmn`, largeDiagram(1));
    const none = await api<{ msg: string }>('POST', '/px/survey', {
      token: demo.modeller,
      json: body(empty.body.uuid ?? ''),
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Es sind noch keine Fragen angehängt.');
  });

  it('still refuses other surveys to a member with PX_WRITE but without SURVEY', async () => {
    const pxWriter = await memberWith(['PROCESS', 'PX_WRITE'], 'Schreiber');
    await shareModelWith('Schreiber');
    const custom = await api('POST', '/px/survey', {
      token: pxWriter,
      json: {
        title: 'Eigene',
        module: 'NONE',
        surveySchema: {
          title: 'x',
          pages: [{ name: 'p', elements: [{ type: 'comment', name: ownQuestion.id, title: 'x' }] }],
        },
      },
    });
    expect(custom.status).toBe(403);
    expect((await api('POST', '/px/survey', { token: pxWriter, json: body(uuid) })).status).toBe(200);
  });
});

describe('deleting a model', () => {
  it('deletes its PX attachments and count with it', async () => {
    const created = await uploadBpmn(demo.modeller, `Wegwerf ${tag}.bpmn`, largeDiagram(2));
    const doomed = created.body.uuid ?? '';
    expect((await attach(demo.modeller, 'Task_0', standardId(0), doomed)).status).toBe(201);
    expect((await attach(demo.modeller, 'Task_1', standardId(1), doomed)).status).toBe(201);
    expect(await pxRecords(doomed)).toHaveLength(3);
    expect((await api('DELETE', `/bpmn/${doomed}`, { token: demo.modeller })).status).toBe(204);
    expect(await pxRecords(doomed)).toEqual([]);
    expect((await attach(demo.modeller, 'Task_0', standardId(0), doomed)).status).toBe(404);
  });
});
