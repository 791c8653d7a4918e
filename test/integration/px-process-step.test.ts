/**
 * What a participant of a process survey is shown about each asked step: GET
 * /participation/{token} carries, per asked element, its name, German kind, pool and lane and the
 * diagram of the model version the survey was built from, fixed when the survey is sent: later
 * model edits or its deletion change nothing. Nothing of other models or of the participant
 * leaves, and bad links get the page's German refusals.
 */
import type { ParticipationView, SendSurveyResponse, SurveyDetails } from '@prozesspuls/shared';
import { PARTICIPATION_MESSAGES } from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_QUESTIONS,
  attachPath,
  lanedProcessDiagram,
  processDiagram,
  processSurveyBody,
} from '../fixtures/processSurveys.js';
import { iwakSurveyBody } from '../fixtures/surveys.js';
import { api, login, mailedParticipationToken } from './client.js';
import { closeDynamo } from './local-table.js';
import { demoRecipients } from './recipient-addresses.js';
import { uploadedModel } from './upload.js';

const { tag, addresses } = demoRecipients('step');
const POOL = `Bestellabwicklung ${tag}`;
const TASKS = [
  { elementId: 'Task_Check', elementName: 'Bestellung prüfen', lane: 'Einkauf' },
  { elementId: 'Task_Book', elementName: 'Rechnung buchen', lane: 'Buchhaltung' },
];

let modeller = '';
const question = ACTIVITY_QUESTIONS[0];
if (!question) throw new Error('the process catalogue has no matrix question for tasks');

async function modelWithQuestions(name: string, xml: string, elementIds: readonly string[]) {
  const uuid = await uploadedModel(modeller, `${name}.bpmn`, xml);
  for (const elementId of elementIds) {
    const attached = await api('POST', attachPath(uuid, elementId, question?.id ?? ''), { token: modeller });
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  }
  return uuid;
}

/** Sends the survey to five new addresses (the anonymity threshold) and answers the first one's token. */
async function sentToken(surveyId: string, name: string): Promise<string> {
  const emails = addresses(name, 5);
  const sent = await api<SendSurveyResponse>('POST', '/px/survey/send', {
    token: modeller,
    json: { surveyId, emails },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const token = await mailedParticipationToken(emails[0] ?? '');
  expect(token).toMatch(/^[\w-]{43}$/);
  return token;
}

const participation = (token: string) =>
  api<ParticipationView & { msg?: string }>('GET', `/participation/${token}`);

beforeAll(async () => {
  modeller = (await login('modeller@demo.local')).accessToken;
});

afterAll(() => closeDynamo());

describe('the step a process survey page asks about', () => {
  let uuid = '';
  let token = '';
  let recipient = '';

  beforeAll(async () => {
    uuid = await modelWithQuestions(
      `Schritte ${tag}`,
      lanedProcessDiagram(POOL, TASKS),
      TASKS.map((task) => task.elementId),
    );
    // Another model of the same client: none of it may reach this survey's participants.
    await modelWithQuestions(
      `Fremdmodell ${tag}`,
      processDiagram([{ elementId: 'Task_Other', elementName: `Geheimer Schritt ${tag}` }]),
      ['Task_Other'],
    );
    const created = await api<SurveyDetails>('POST', '/px/survey', {
      token: modeller,
      json: processSurveyBody(`Prozessschritte ${tag}`, uuid),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    token = await sentToken(created.body.id, 'p');
    recipient = addresses('p', 1)[0] ?? '';
  });

  it('names each asked element with its German kind, pool and lane, and its direct neighbours', async () => {
    const view = await participation(token);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    /** A task of the pool as a step: on its lane, focused on itself, with (at least) its direct neighbours. */
    const taskStep = (elementId: string, name: string, lane: string, neighbourIds: string[]) => ({
      elementId,
      name,
      type: { de: 'Aufgabe', en: 'Task' },
      roles: [POOL, lane],
      focusId: elementId,
      neighbourIds: expect.arrayContaining(neighbourIds),
    });
    expect(view.body.process?.steps).toEqual([
      taskStep('Task_Check', 'Bestellung prüfen', 'Einkauf', ['Start_px', 'Task_Book']),
      taskStep('Task_Book', 'Rechnung buchen', 'Buchhaltung', ['Task_Check', 'End_px']),
    ]);
    // The pages are the steps: one page per element, named by its id.
    const pageNames = view.body.surveySchema.pages.map((page) => page.name);
    expect(pageNames).toEqual(expect.arrayContaining(['Task_Check', 'Task_Book']));
    expect(view.body.process?.diagramXml).toContain('bpmnElement="Task_Check"');
    expect(view.body.process?.diagramXml).toContain(POOL);
  });

  it('carries nothing of other models and nothing that identifies the participant', async () => {
    const body = JSON.stringify((await participation(token)).body);
    expect(body).not.toContain(`Geheimer Schritt ${tag}`);
    expect(body).not.toContain('Task_Other');
    expect(body).not.toContain(recipient);
    expect(body).not.toContain('modeller@demo.local');
  });

  it('keeps showing the sent version after the model is changed and then deleted', async () => {
    const before = (await participation(token)).body.process;
    const renamed = TASKS.map((task) => ({ ...task, elementName: `${task.elementName} (neu)`, lane: 'Neu' }));
    await api('POST', `/bpmn/${uuid}/editMode`, { token: modeller, json: { editMode: true } });
    const model = await api<{ version: number }>('GET', `/bpmn/${uuid}`, { token: modeller });
    const saved = await api('PUT', `/bpmn/${uuid}`, {
      token: modeller,
      json: {
        diagramXML: lanedProcessDiagram('Neuer Pool', renamed),
        version: model.body.version,
        endEditing: true,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const edited = await participation(token);
    expect(edited.body.process).toEqual(before);
    const deleted = await api('DELETE', `/bpmn/${uuid}`, { token: modeller });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    const after = await participation(token);
    expect(after.status).toBe(200);
    expect(after.body.process).toEqual(before);
  });

  it('answers an unknown link 404 and a malformed one 400 in German, with no survey in either', async () => {
    const unknown = await participation('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: PARTICIPATION_MESSAGES.unknownLink });
    const malformed = await participation('kurz');
    expect(malformed.status).toBe(400);
    expect(malformed.body.process).toBeUndefined();
    expect(malformed.body.surveySchema).toBeUndefined();
  });
});

describe('surveys that are no process surveys', () => {
  it('carry no steps and no diagram', async () => {
    const created = await api<SurveyDetails>('POST', '/px/survey', {
      token: modeller,
      json: iwakSurveyBody(`Keine Prozessumfrage ${tag}`),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const view = await participation(await sentToken(created.body.id, 'iwak'));
    expect(view.status).toBe(200);
    expect(view.body.process).toBeNull();
  });
});
