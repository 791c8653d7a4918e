import type { PxQuestion, SurveyDetails, SurveySummary } from '@prozesspuls/shared';
import {
  buildManualSurvey,
  catalogueItemsOfModule,
  SURVEY_MESSAGES,
  type SurveyQuestionSource,
} from '@prozesspuls/shared/px';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api } from './client.js';
import { closeDynamo } from './local-table.js';
import { activityMatrixQuestion } from './question-bodies.js';
import { modellerAndSurveyTenant } from './security-helpers.js';

/**
 * A survey built by hand (module NONE) may only ask questions its client is offered:
 * the standard questions and the client's own questions that are not deleted, both outside the
 * process perspective. Anything else is refused with a German 400 and nothing is stored.
 */

const marker = `ids-${Date.now().toString(36)}`;
const suite = setUpBeforeAll(() => modellerAndSurveyTenant('FragenIds'));

const createQuestion = async (token: string, json: Record<string, unknown>) => {
  const reply = await api<PxQuestion>('POST', '/px/question', { token, json });
  expect(reply.status).toBe(201);
  return reply.body;
};

const ownTextQuestion = (token: string, text: string) =>
  createQuestion(token, { text: `${text} ${marker}`, answerType: 'TEXT', module: 'NONE' });

function manualSurvey(title: string, questions: readonly SurveyQuestionSource[]) {
  return {
    title,
    deadlineDate: null,
    module: 'NONE',
    surveySchema: buildManualSurvey({
      title,
      deadlineDate: null,
      pages: [{ title: 'Seite 1', questionIds: questions.map((question) => question.id) }],
      questions,
    }),
  };
}

const postSurvey = (json: unknown) =>
  api<SurveyDetails & { msg?: string }>('POST', '/px/survey', { token: suite.modeller, json });

const listedTitles = async () =>
  (await api<SurveySummary[]>('GET', '/px/survey', { token: suite.modeller })).body.map(
    (survey) => survey.title,
  );

/** Posting the survey answers 400 with the German message, and no survey of that title appears. */
async function expectRefused(title: string, questions: readonly SurveyQuestionSource[]) {
  const reply = await postSurvey(manualSurvey(title, questions));
  expect(reply.status).toBe(400);
  expect(reply.body.msg).toBe(SURVEY_MESSAGES.unavailableQuestion);
  expect(await listedTitles()).not.toContain(title);
}

const standardNonProcess = () => {
  const item = catalogueItemsOfModule('Module_One')[0];
  if (!item) throw new Error('module 1 has no items');
  return item;
};

afterAll(() => closeDynamo());

describe('question ids of a manual survey (module NONE)', () => {
  it("refuses another client's question, even next to valid ones", async () => {
    const foreign = await ownTextQuestion(suite.other.token, 'Frage des anderen Mandanten');
    const own = await ownTextQuestion(suite.modeller, 'Eigene Frage');
    await expectRefused(`Fremde Frage ${marker}`, [own, foreign]);
  });

  it('refuses a deleted own question', async () => {
    const deleted = await ownTextQuestion(suite.modeller, 'Gelöschte Frage');
    expect((await api('DELETE', `/px/question/${deleted.id}`, { token: suite.modeller })).status).toBe(204);
    await expectRefused(`Gelöschte Frage ${marker}`, [deleted]);
  });

  it('refuses an own process-perspective question', async () => {
    const processQuestion = await createQuestion(
      suite.modeller,
      activityMatrixQuestion(`Der Schritt ist klar beschrieben. ${marker}`),
    );
    await expectRefused(`Eigene Prozessfrage ${marker}`, [processQuestion]);
  });

  it('refuses a standard process-perspective question', async () => {
    const [standardProcess] = catalogueItemsOfModule('Module_Four');
    if (!standardProcess) throw new Error('the process perspective has no items');
    await expectRefused(`Standard-Prozessfrage ${marker}`, [standardNonProcess(), standardProcess]);
  });

  it('refuses an id no question has', async () => {
    await expectRefused(`Unbekannte Frage ${marker}`, [
      { id: `erfunden-${marker}`, text: 'Erfunden?', answerType: 'TEXT' },
    ]);
  });

  it('accepts own non-deleted and standard non-process questions', async () => {
    const own = await ownTextQuestion(suite.modeller, 'Was gefällt Ihnen?');
    const title = `Gültige Fragen ${marker}`;
    const reply = await postSurvey(manualSurvey(title, [own, standardNonProcess()]));
    expect(reply.status).toBe(200);
    const asked = reply.body.surveySchema.pages.flatMap((page) =>
      page.elements.map((element) => element.name),
    );
    expect(asked).toEqual([own.id, standardNonProcess().id]);
    expect(await listedTitles()).toContain(title);
  });

  it('keeps a question deleted later in its survey, but refuses a copy that still asks it', async () => {
    const question = await ownTextQuestion(suite.modeller, 'Später gelöscht');
    const body = manualSurvey(`Vor dem Löschen ${marker}`, [question]);
    const created = await postSurvey(body);
    expect(created.status).toBe(200);
    expect((await api('DELETE', `/px/question/${question.id}`, { token: suite.modeller })).status).toBe(204);
    const stored = await api<SurveyDetails>('GET', `/px/survey/${created.body.id}`, {
      token: suite.modeller,
    });
    expect(stored.body.surveySchema.pages.flatMap((page) => page.elements.map((e) => e.name))).toEqual([
      question.id,
    ]);
    // The survey list's copy posts the stored schema under a new title.
    const copyTitle = `Vor dem Löschen ${marker} (copy)`;
    const copy = await postSurvey({ ...body, title: copyTitle, surveySchema: stored.body.surveySchema });
    expect(copy.status).toBe(400);
    expect(copy.body.msg).toBe(SURVEY_MESSAGES.unavailableQuestion);
    expect(await listedTitles()).not.toContain(copyTitle);
  });
});
