import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  buildManualSurvey,
  PX_QUESTION_TEXTS,
  type PxQuestion,
  STANDARD_CATALOGUE,
} from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, login } from './client.js';
import { activityMatrixQuestion } from './question-bodies.js';
import { createTenant, type Tenant } from './security-helpers.js';

let modeller: string;
let employee: string;
let otherTenant: Tenant;
const marker = `px-${Date.now().toString(36)}`;

const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: inject('dynamoEndpoint'),
    region: 'eu-central-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);

const create = (token: string, json: Record<string, unknown>) =>
  api<PxQuestion & { msg?: string }>('POST', '/px/question', { token, json });
const list = async (token: string, path = '/px/question') =>
  (await api<PxQuestion[]>('GET', path, { token })).body;

beforeAll(async () => {
  modeller = (await login('modeller@demo.local')).accessToken;
  employee = (await login('mitarbeiter@demo.local')).accessToken;
  const superuser = (await login('admin@demo.local')).accessToken;
  otherTenant = await createTenant(superuser, 'PxFragen');
  // The other tenant's administrators get SURVEY, so they reach the routes and only the id differs.
  await api('POST', '/permission', {
    token: otherTenant.token,
    json: { roleId: 'administrator', name: 'SURVEY', granted: true },
  });
});

afterAll(() => dynamo.destroy());

describe('PX question permissions (area questions-px: SURVEY or SUPER_ADMIN)', () => {
  it.each([
    ['GET', '/px/question'],
    ['GET', '/px/question/overview'],
    ['GET', '/px/question/overview/PB'],
    ['GET', '/px/question/module/1'],
    ['GET', '/px/question/types'],
    ['POST', '/px/question'],
    ['DELETE', '/px/question/M1-RM-01'],
  ])('refuses %s %s to an employee without SURVEY (403)', async (method, path) => {
    const reply = await api(method, path, {
      token: employee,
      ...(method === 'POST' ? { json: { text: 'x', answerType: 'TEXT', module: 'NONE' } } : {}),
    });
    expect(reply.status).toBe(403);
  });
});

describe('standard catalogue served with the own questions', () => {
  it('lists every standard question as a standard question without creator', async () => {
    const all = await list(modeller);
    const standard = all.filter((q) => q.isStandard);
    expect(standard).toHaveLength(STANDARD_CATALOGUE.length);
    expect(standard.every((q) => q.createdBy === '' && q.createdDate === null)).toBe(true);
  });

  it('answers a module by number or code, and the process questions of an element kind', async () => {
    const byNumber = await list(modeller, '/px/question/module/5');
    const byCode = await list(modeller, '/px/question/module/STRESS_MODULE');
    expect(byNumber.length).toBeGreaterThan(0);
    expect(byNumber.map((q) => q.id)).toEqual(byCode.map((q) => q.id));
    expect(byNumber.every((q) => q.module === 'STRESS_MODULE' && q.moduleNumber === 5)).toBe(true);
    const activity = await list(modeller, '/question/element/Activity');
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.every((q) => q.element === 'Activity' && q.module === 'Module_Four')).toBe(true);
    expect((await api('GET', '/px/question/module/Modul_X', { token: modeller })).status).toBe(400);
  });

  it('splits the overview into non-process and process-based questions', async () => {
    const overview = await list(modeller, '/px/question/overview');
    const pb = await list(modeller, '/px/question/overview/PB');
    expect(overview.some((q) => q.module === 'Module_Four')).toBe(false);
    expect(pb.every((q) => q.module === 'Module_Four')).toBe(true);
    expect(overview.length + pb.length).toBe((await list(modeller)).length);
  });

  it('refuses to delete a standard question with the German reason', async () => {
    const reply = await api('DELETE', '/px/question/M1-RM-01', { token: modeller });
    expect(reply).toEqual({ status: 400, body: { msg: PX_QUESTION_TEXTS.standardNotDeletable } });
    expect((await list(modeller)).some((q) => q.id === 'M1-RM-01')).toBe(true);
  });
});

describe('creating questions', () => {
  it.each([
    ['an empty text', { text: '  ', answerType: 'TEXT', module: 'NONE' }, PX_QUESTION_TEXTS.textRequired],
    [
      'a radio group without options',
      { text: 'Farbe?', answerType: 'RADIOGROUP', module: 'NONE', answerOptions: [{ value: ' ' }] },
      PX_QUESTION_TEXTS.optionRequired,
    ],
    [
      'a process question without element',
      { text: 'Ablauf?', answerType: 'MATRIX', module: 'Module_Four' },
      PX_QUESTION_TEXTS.elementRequired,
    ],
    [
      'an element without process perspective',
      { text: 'Ablauf?', answerType: 'MATRIX', module: 'NONE', element: 'Activity' },
      PX_QUESTION_TEXTS.elementOnlyWithProcessPerspective,
    ],
    [
      'a standard module',
      { text: 'Ablauf?', answerType: 'MATRIX', module: 'Module_One' },
      PX_QUESTION_TEXTS.moduleNotAllowed,
    ],
  ])('refuses %s with its German message and stores nothing', async (_label, json, msg) => {
    const before = (await list(modeller)).length;
    const reply = await create(modeller, json);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(msg);
    expect((await list(modeller)).length).toBe(before);
  });

  it('refuses an unknown answer type and an overlong text', async () => {
    expect((await create(modeller, { text: 'x', answerType: 'SLIDER', module: 'NONE' })).status).toBe(400);
    expect(
      (await create(modeller, { text: 'x'.repeat(1001), answerType: 'TEXT', module: 'NONE' })).status,
    ).toBe(400);
  });

  it('stores a radio group without its empty options, newest first, created by the caller', async () => {
    const [rad, bahn] = [
      { value: 'Rad', inverted: false },
      { value: 'Bahn', inverted: false },
    ];
    const reply = await create(modeller, {
      text: `Wie kommen Sie zur Arbeit? ${marker}`,
      type: 'NONE',
      element: null,
      answerType: 'RADIOGROUP',
      module: 0,
      answerOptions: [rad, { value: '' }, bahn],
    });
    expect(reply).toMatchObject({
      status: 201,
      body: {
        answerType: 'RADIOGROUP',
        module: 'NONE',
        createdBy: 'modeller@demo.local',
        isStandard: false,
        answerOptions: [rad, bahn],
      },
    });
    const overview = await list(modeller, '/px/question/overview');
    expect(overview[0]?.id).toBe(reply.body.id);
    // The list names the creator, so the table's initials follow the one rule ('MM', as the avatar).
    expect(overview[0]?.createdByName).toBe('Max Modell');
  });

  it('stores a process matrix question with its element and perspective', async () => {
    const reply = await create(
      modeller,
      activityMatrixQuestion(`Der Schritt ist klar beschrieben. ${marker}`),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ element: 'Activity', type: 'ACTIVITY', moduleNumber: 4 });
    expect((await list(modeller, '/px/question/overview/PB')).some((q) => q.id === reply.body.id)).toBe(true);
    expect((await list(modeller, '/px/question/type/ACTIVITY')).some((q) => q.id === reply.body.id)).toBe(
      true,
    );
  });
});

describe('deleting questions (soft delete)', () => {
  it('takes the question out of every list but keeps it for the survey that uses it', async () => {
    const { body: question } = await create(modeller, {
      text: `Was wünschen Sie sich? ${marker}`,
      answerType: 'COMMENT',
      module: 'NONE',
    });
    const survey = buildManualSurvey({
      title: 'Umfrage',
      deadlineDate: null,
      pages: [{ title: 'Seite 1', questionIds: [question.id] }],
      questions: await list(modeller),
    });
    const reply = await api('DELETE', `/px/question/${question.id}`, { token: modeller });
    expect(reply.status).toBe(204);
    expect((await list(modeller)).some((q) => q.id === question.id)).toBe(false);
    expect((await list(modeller, '/px/question/overview')).some((q) => q.id === question.id)).toBe(false);
    // The survey still names the question and its text; the stored item keeps it, marked deleted.
    expect(JSON.stringify(survey)).toContain(question.text);
    const stored = await dynamo.send(
      new GetCommand({ TableName: 'prozesspuls', Key: { pk: 'T#1', sk: `PXQ#${question.id}` } }),
    );
    expect(stored.Item).toMatchObject({ text: question.text });
    expect(typeof stored.Item?.deletedAt).toBe('number');
  });

  it('lets exactly one of two parallel deletes succeed', async () => {
    const { body: question } = await create(modeller, {
      text: `Doppelt ${marker}`,
      answerType: 'TEXT',
      module: 'NONE',
    });
    const replies = await Promise.all([
      api('DELETE', `/px/question/${question.id}`, { token: modeller }),
      api('DELETE', `/px/question/${question.id}`, { token: modeller }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([204, 404]);
  });

  it('deletes process-based questions only through /PB and the others only without', async () => {
    const { body: pb } = await create(modeller, {
      text: `PB ${marker}`,
      answerType: 'MATRIX',
      module: 'Module_Four',
      element: 'Gateway',
    });
    expect((await api('DELETE', `/px/question/${pb.id}`, { token: modeller })).status).toBe(400);
    expect((await api('DELETE', `/px/question/PB/${pb.id}`, { token: modeller })).status).toBe(204);
    expect((await list(modeller, '/px/question/process')).some((q) => q.id === pb.id)).toBe(false);
  });
});

describe('tenant isolation', () => {
  it('never shows, nor deletes, another tenant’s question', async () => {
    const { body: mine } = await create(modeller, {
      text: `Nur Demo ${marker}`,
      answerType: 'TEXT',
      module: 'NONE',
    });
    const theirs = await list(otherTenant.token);
    expect(theirs.some((q) => q.id === mine.id)).toBe(false);
    expect(theirs.filter((q) => !q.isStandard)).toEqual([]);
    expect((await api('DELETE', `/px/question/${mine.id}`, { token: otherTenant.token })).status).toBe(404);
    expect((await list(modeller)).some((q) => q.id === mine.id)).toBe(true);
    const { body: foreign } = await create(otherTenant.token, {
      text: `Fremd ${marker}`,
      answerType: 'TEXT',
      module: 'NONE',
    });
    expect((await api('DELETE', `/px/question/${foreign.id}`, { token: modeller })).status).toBe(404);
  });

  it('answers the process questions of an own model by its element kinds, never of another tenant’s model', async () => {
    const { body: model } = await api<{ uuid: string }>('POST', `/bpmn/file/${marker}?folderId=default`, {
      token: modeller,
    });
    // The empty diagram holds a process and a start event.
    const fitting = await list(modeller, `/px/question/process/${model.uuid}`);
    expect(new Set(fitting.map((q) => q.element))).toEqual(new Set(['Process', 'Event']));
    expect(fitting.every((q) => q.module === 'Module_Four')).toBe(true);
    const foreign = await api('GET', `/px/question/process/${model.uuid}`, { token: otherTenant.token });
    expect(foreign.status).toBe(404);
  });
});
