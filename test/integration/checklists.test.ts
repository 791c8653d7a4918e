import type { Checklist, ChecklistSummary, CreatedChecklist } from '@prozesspuls/shared';
import {
  CHECKLIST_MESSAGES,
  type ChecklistStep,
  emptyChecklistList,
  UNCONNECTED_SURVEY_ID,
} from '@prozesspuls/shared/checklists';
import { buildAutomaticSurvey } from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iwakSurveyBody, manualSurveyBody } from '../fixtures/surveys.js';
import { api, login, signInDemoUsers } from './client.js';
import { closeDynamo, diffSnapshots, snapshotTenant } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { createSurveyTenant, type Tenant } from './security-helpers.js';
import { createdSurvey } from './surveys-api.js';

/**
 * Checklists of the innovation processes: CRUD, progress derived by
 * the server, survey links of module 1/2 of the own client, SURVEY permission, tenant isolation on
 * all six routes, bad input refused with nothing written, and a stale save refused (409).
 */

let own: Tenant;
let other: Tenant;
let employee = '';
let modeller = '';

async function createSurvey(token: string, title: string, module: 'Module_One' | 'Module_Two' | 'NONE') {
  const body =
    module === 'NONE'
      ? manualSurveyBody(title, await createdContent(token))
      : module === 'Module_One'
        ? iwakSurveyBody(title)
        : {
            ...iwakSurveyBody(title),
            module,
            surveySchema: buildAutomaticSurvey({
              mode: 'IWAK',
              module,
              title,
              deadlineDate: null,
              startPageHtml: '<p>Willkommen zu unserer Befragung über die Arbeit im Team.</p>',
              includePersonalQuestions: false,
            }),
          };
  return (await createdSurvey(token, body)).id;
}

/** The list as JSON text with the first `done` items of each step's matrix answered `answer`. */
function listWith(doneByStep: Readonly<Record<number, number>>, answer = 2, note = ''): string {
  const [, ...steps] = emptyChecklistList();
  const answered = steps.map((step: ChecklistStep, index) => ({
    ...step,
    fields: step.fields.map((field) => ({
      ...field,
      options: field.options.map((option, i) => ({
        ...option,
        answer: field.type === 'matrix' ? (i < (doneByStep[index] ?? 0) ? answer : null) : note,
      })),
    })),
  }));
  return JSON.stringify([null, ...answered]);
}

const STEP1_DONE = { 0: 4 };

async function createChecklist(token: string, overrides: Record<string, unknown> = {}) {
  const reply = await api<CreatedChecklist>('POST', '/checklist', {
    token,
    json: {
      name: 'Einführung Cloud-Telefonie',
      description: 'Pilot im Vertrieb',
      creator: '',
      mod1surveyId: UNCONNECTED_SURVEY_ID,
      listSchema: JSON.stringify(emptyChecklistList()),
      ...overrides,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.id;
}

const load = async (token: string, id: string) => api<Checklist>('GET', `/checklist/${id}`, { token });

beforeAll(async () => {
  const superuser = (await login('admin@demo.local')).accessToken;
  own = await createSurveyTenant(superuser, 'Checkliste');
  other = await createSurveyTenant(superuser, 'Checkfremd');
  ({ employee, modeller } = await signInDemoUsers());
});

afterAll(() => closeDynamo());

describe('checklists', () => {
  it('creates, lists, opens, saves and deletes a checklist; the creator is the caller', async () => {
    const surveyId = await createSurvey(own.token, 'Bindung Checkliste', 'Module_One');
    const id = await createChecklist(own.token, { mod1surveyId: surveyId, creator: 'jemand@anders.local' });

    const list = await api<ChecklistSummary[]>('GET', '/checklist', { token: own.token });
    expect(list.status).toBe(200);
    const row = list.body.find((c) => c.id === id);
    expect(row).toMatchObject({
      name: 'Einführung Cloud-Telefonie',
      description: 'Pilot im Vertrieb',
      creator: own.adminEmail,
      currentStep: 0,
      currentStepState: 0,
      mod1surveyId: surveyId,
      mod2surveyId: UNCONNECTED_SURVEY_ID,
      skipStep4: false,
    });
    expect(row).not.toHaveProperty('listSchema');

    const opened = await load(own.token, id);
    expect(opened.status).toBe(200);
    expect(opened.body.version).toBe(1);
    expect(JSON.parse(opened.body.listSchema)).toHaveLength(6);

    const saved = await api<Checklist>('POST', `/checklist/${id}`, {
      token: own.token,
      json: { ...opened.body, listSchema: listWith({ 0: 4, 1: 3 }, 2, 'Notiz'), currentStep: 4 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Progress is the server's: step 1 complete with a module-1 survey, step 2 at 3 of 11 = 27 %.
    expect(saved.body).toMatchObject({ currentStep: 1, currentStepState: 27, version: 2 });
    const stored = JSON.parse((await load(own.token, id)).body.listSchema) as [null, ...ChecklistStep[]];
    expect(stored[1]?.fields[0]?.options[0]?.answer).toBe('Notiz');

    expect((await api('DELETE', `/checklist/${id}`, { token: own.token })).status).toBe(204);
    expect((await load(own.token, id)).status).toBe(404);
    expect((await api('DELETE', `/checklist/${id}`, { token: own.token })).status).toBe(404);
  });

  it('does not complete step 1 before a module-1 survey is connected, then does', async () => {
    const id = await createChecklist(own.token);
    const opened = await load(own.token, id);
    const saved = await api<Checklist>('POST', `/checklist/${id}`, {
      token: own.token,
      json: { listSchema: listWith(STEP1_DONE), version: opened.body.version },
    });
    expect(saved.body).toMatchObject({ currentStep: 0, currentStepState: 100 });

    const surveyId = await createSurvey(own.token, 'Bindung später', 'Module_One');
    const connected = await api<Checklist>('POST', `/checklist/survey/module/1/${id}`, {
      token: own.token,
      json: { surveyId },
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({ mod1surveyId: surveyId, currentStep: 1, currentStepState: 0 });

    const again = await api('POST', `/checklist/survey/module/1/${id}`, {
      token: own.token,
      json: { surveyId },
    });
    expect(again).toEqual({ status: 409, body: { msg: CHECKLIST_MESSAGES.alreadyConnected } });

    const jobFit = await createSurvey(own.token, 'Job-Fit', 'Module_Two');
    const second = await api<Checklist>('POST', `/checklist/survey/module/2/${id}`, {
      token: own.token,
      json: { surveyId: jobFit },
    });
    expect(second.body).toMatchObject({ mod1surveyId: surveyId, mod2surveyId: jobFit });
  });

  it('drops the link of a deleted survey, so step 1 is open again and the module can be linked anew', async () => {
    const surveyId = await createSurvey(own.token, 'Bindung gelöscht', 'Module_One');
    const id = await createChecklist(own.token, { mod1surveyId: surveyId, listSchema: listWith(STEP1_DONE) });
    expect((await load(own.token, id)).body).toMatchObject({ currentStep: 1, mod1surveyId: surveyId });

    expect((await api('DELETE', `/px/survey/${surveyId}`, { token: own.token })).status).toBe(204);
    const after = await load(own.token, id);
    expect(after.body).toMatchObject({
      mod1surveyId: UNCONNECTED_SURVEY_ID,
      currentStep: 0,
      currentStepState: 100,
    });
    const replacement = await createSurvey(own.token, 'Bindung neu', 'Module_One');
    const relinked = await api<Checklist>('POST', `/checklist/survey/module/1/${id}`, {
      token: own.token,
      json: { surveyId: replacement },
    });
    expect(relinked.body).toMatchObject({ mod1surveyId: replacement, currentStep: 1 });
  });

  it('refuses a survey of the wrong module or of another client', async () => {
    const id = await createChecklist(own.token);
    const custom = await createSurvey(own.token, 'Eigene Umfrage', 'NONE');
    const jobFit = await createSurvey(own.token, 'Job-Fit falsch', 'Module_Two');
    const foreign = await createSurvey(other.token, 'Fremde Bindung', 'Module_One');
    const connect = (module: number, surveyId: string) =>
      api(`POST`, `/checklist/survey/module/${module}/${id}`, { token: own.token, json: { surveyId } });

    expect(await connect(1, custom)).toEqual({
      status: 400,
      body: { msg: CHECKLIST_MESSAGES.surveyWrongModule },
    });
    expect(await connect(1, jobFit)).toEqual({
      status: 400,
      body: { msg: CHECKLIST_MESSAGES.surveyWrongModule },
    });
    expect(await connect(1, foreign)).toEqual({
      status: 404,
      body: { msg: CHECKLIST_MESSAGES.surveyNotFound },
    });
    expect((await connect(3, jobFit)).status).toBe(400);
    expect(
      (await api('POST', '/checklist', { token: own.token, json: { name: 'x', mod1surveyId: foreign } }))
        .status,
    ).toBe(404);
    expect((await load(own.token, id)).body).toMatchObject({
      mod1surveyId: UNCONNECTED_SURVEY_ID,
      mod2surveyId: UNCONNECTED_SURVEY_ID,
      version: 1,
    });
  });

  it('refuses bad input with a German message and writes nothing', async () => {
    const id = await createChecklist(own.token);
    const { body: loaded } = await load(own.token, id);
    const before = await snapshotTenant(own.clientId);
    const extraQuestion = JSON.parse(listWith({})) as [null, ...{ fields: { options: unknown[] }[] }[]];
    extraQuestion[1]?.fields[1]?.options.push({ question: 'Erfunden', answer: 2 });
    const creates: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, CHECKLIST_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(201) }, CHECKLIST_MESSAGES.nameTooLong],
      [{ description: 'x'.repeat(2001) }, CHECKLIST_MESSAGES.descriptionTooLong],
      [{ listSchema: '{kein json' }, CHECKLIST_MESSAGES.listInvalid],
      [{ listSchema: JSON.stringify(extraQuestion) }, CHECKLIST_MESSAGES.listMismatch],
      [{ listSchema: listWith({ 0: 1 }, 7) }, CHECKLIST_MESSAGES.answerInvalid],
      [{ listSchema: listWith({}, 2, 'x'.repeat(4001)) }, CHECKLIST_MESSAGES.answerTooLong],
      [{ listSchema: 'x'.repeat(200_001) }, CHECKLIST_MESSAGES.listTooLarge],
    ];
    for (const [override, msg] of creates) {
      const reply = await api('POST', '/checklist', {
        token: own.token,
        json: { name: 'Ungültig', listSchema: JSON.stringify(emptyChecklistList()), ...override },
      });
      expect(reply, JSON.stringify(override).slice(0, 80)).toMatchObject({ status: 400, body: { msg } });
    }
    const saves: [Record<string, unknown>, number][] = [
      [{ listSchema: listWith({ 0: 1 }, 7) }, 400],
      [{ listSchema: JSON.stringify(extraQuestion) }, 400],
      [{ version: undefined }, 400],
      [{ version: 'eins' }, 400],
      [{ name: '' }, 400],
      [{ version: loaded.version + 5 }, 409],
    ];
    for (const [override, status] of saves) {
      const reply = await api('POST', `/checklist/${id}`, {
        token: own.token,
        json: { ...loaded, listSchema: listWith(STEP1_DONE), ...override },
      });
      expect(reply.status, JSON.stringify(override)).toBe(status);
      expect((reply.body as { msg: string }).msg).toMatch(/[a-zäöü]/);
    }
    expect(diffSnapshots(before, await snapshotTenant(own.clientId))).toEqual([]);
  });

  it('links one module-1 survey when two are connected at once: one 200, one 409', async () => {
    const id = await createChecklist(own.token);
    const first = await createSurvey(own.token, 'Bindung A', 'Module_One');
    const second = await createSurvey(own.token, 'Bindung B', 'Module_One');
    const connect = (surveyId: string) =>
      api<Checklist>('POST', `/checklist/survey/module/1/${id}`, { token: own.token, json: { surveyId } });
    const replies = await Promise.all([connect(first), connect(second)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.status === 200)?.body as Checklist;
    expect((await load(own.token, id)).body.mod1surveyId).toBe(winner.mod1surveyId);
  });

  it('refuses a stale save: of two saves of the same version one wins, the other gets 409', async () => {
    const id = await createChecklist(own.token);
    const { body: loaded } = await load(own.token, id);
    const save = (note: string) =>
      api<Checklist>('POST', `/checklist/${id}`, {
        token: own.token,
        json: { listSchema: listWith({}, 2, note), version: loaded.version },
      });
    const replies = await Promise.all([save('Erster'), save('Zweiter')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body).toEqual({ msg: CHECKLIST_MESSAGES.stale });
    const winner = replies.find((r) => r.status === 200)?.body as Checklist;
    const stored = await load(own.token, id);
    expect(stored.body.version).toBe(loaded.version + 1);
    expect(stored.body.listSchema).toBe(winner.listSchema);
  });

  it('is for SURVEY holders: a member without it is refused on all six routes', async () => {
    const id = await createChecklist(modeller);
    const calls: [string, string, unknown][] = [
      ['GET', '/checklist', undefined],
      ['POST', '/checklist', { name: 'Verboten' }],
      ['GET', `/checklist/${id}`, undefined],
      ['POST', `/checklist/${id}`, { listSchema: listWith({}), version: 1 }],
      ['DELETE', `/checklist/${id}`, undefined],
      ['POST', `/checklist/survey/module/1/${id}`, { surveyId: 'x' }],
    ];
    for (const [method, path, json] of calls) {
      const reply = await api(method, path, { token: employee, json });
      expect(reply.status, `${method} ${path}`).toBe(403);
    }
    expect((await load(modeller, id)).body.version).toBe(1);
    expect((await api('DELETE', `/checklist/${id}`, { token: modeller })).status).toBe(204);
  });

  it("never reaches another client's checklist by id: 404 on every route, nothing changed", async () => {
    const surveyId = await createSurvey(other.token, 'Fremde Bindung zwei', 'Module_One');
    const id = await createChecklist(own.token);
    const before = await snapshotTenant(own.clientId);
    const calls: [string, string, unknown][] = [
      ['GET', `/checklist/${id}`, undefined],
      ['POST', `/checklist/${id}`, { listSchema: listWith(STEP1_DONE), version: 1 }],
      ['DELETE', `/checklist/${id}`, undefined],
      ['POST', `/checklist/survey/module/1/${id}`, { surveyId }],
    ];
    for (const [method, path, json] of calls) {
      const reply = await api(method, path, { token: other.token, json });
      expect(reply, `${method} ${path}`).toEqual({ status: 404, body: { msg: CHECKLIST_MESSAGES.notFound } });
    }
    const list = await api<ChecklistSummary[]>('GET', '/checklist', { token: other.token });
    expect(list.body.map((c) => c.id)).not.toContain(id);
    const created = await createChecklist(other.token);
    expect((await load(own.token, created)).status).toBe(404);
    expect(diffSnapshots(before, await snapshotTenant(own.clientId))).toEqual([]);
  });
});
