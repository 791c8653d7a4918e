import type { SurveyDetails, SurveySummary } from '@prozesspuls/shared';
import {
  catalogueItemsOfModule,
  START_PAGE_IMAGE_MAX_CHARACTERS,
  SURVEY_MESSAGES,
} from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deadlineInDays,
  iwakSurveyBody,
  type ManualSurveyContent,
  manualSurveyBody,
} from '../fixtures/surveys.js';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, signInDemoUsers } from './client.js';
import { closeDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { createSurveyTenant, type Tenant } from './security-helpers.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const START_PAGE = '<p>Willkommen zu unserer Befragung über die Zusammenarbeit.</p>';

/** An IWAK survey of module 1 as the wizard sends it. */
const iwakBody = (title: string, startPageHtml = START_PAGE) =>
  iwakSurveyBody(title, { deadlineDate: deadlineInDays(7), startPageHtml });

const demo = setUpBeforeAll(signInDemoUsers);
let other: Tenant;
/** One created free-text question of each client: manual surveys ask only offered questions. */
let ownQuestions: ManualSurveyContent;
let otherQuestions: ManualSurveyContent;

async function create(json: unknown, token = demo.modeller) {
  return api<SurveyDetails & { msg?: string }>('POST', '/px/survey', { token, json });
}
const listed = async (token = demo.modeller) =>
  (await api<SurveySummary[]>('GET', '/px/survey', { token })).body;
const archived = async (token = demo.modeller) =>
  (await api<SurveySummary[]>('GET', '/px/survey/archive', { token })).body;

beforeAll(async () => {
  other = await createSurveyTenant(demo.admin, 'Umfragen');
  [ownQuestions, otherQuestions] = await Promise.all([
    createdContent(demo.modeller),
    createdContent(other.token),
  ]);
});

afterAll(() => closeDynamo());

describe('creating and reading surveys', () => {
  it('stores an IWAK survey of module 1 as SurveyJS JSON with its start page first', async () => {
    const created = await create(iwakBody('Bindung 2026'));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: 'Bindung 2026',
      module: 'Module_One',
      createdBy: 'Max Modell',
      customTitlePage: true,
      archived: false,
      description: START_PAGE,
      info: { state: 'CREATED', sendToCount: 0, answeredCount: 0, evaluationTimestampCount: 0 },
    });
    const read = await api<SurveyDetails>('GET', `/px/survey/${created.body.id}`, { token: demo.modeller });
    expect(read.status).toBe(200);
    const { pages } = read.body.surveySchema;
    expect(pages[0]).toEqual({
      name: 'titlePage',
      elements: [{ type: 'html', name: 'titlePage', html: START_PAGE }],
    });
    const nonPersonal = catalogueItemsOfModule('Module_One').filter((item) => !item.personal);
    const asked = pages.slice(1).flatMap((page) => page.elements.map((element) => element.name));
    expect(asked).toEqual(nonPersonal.map((item) => item.id));
    expect(read.body.surveySchema.title).toBe('Bindung 2026');
    expect(read.body.deadlineDate).toBe(read.body.surveySchema.deadlineDate);
  });

  it("lists the client's surveys newest first and by module", async () => {
    const first = await create(manualSurveyBody('Liste A', ownQuestions));
    const second = await create(manualSurveyBody('Liste B', ownQuestions));
    const ids = (await listed()).map((survey) => survey.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    const custom = await api<SurveySummary[]>('GET', '/px/survey/module/NONE', { token: demo.modeller });
    expect(custom.body.every((survey) => survey.module === 'NONE')).toBe(true);
    expect(custom.body.map((survey) => survey.id)).toContain(first.body.id);
    const byNumber = await api<SurveySummary[]>('GET', '/px/survey/module/1', { token: demo.modeller });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.every((survey) => survey.module === 'Module_One')).toBe(true);
  });

  it('comes back with the start page sanitised: no script, no handlers, no javascript links', async () => {
    const attack =
      '<p onclick="alert(1)">Liebe Kolleginnen und Kollegen, bitte nehmen Sie teil.</p>' +
      '<script>alert("xss")</script><img src="x" onerror="alert(2)">' +
      `<img src="${PNG}" width="120" style="width: 120px; position: fixed">` +
      '<a href="javascript:alert(3)">Link</a><iframe src="https://evil.example"></iframe>' +
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">';
    const created = await create(iwakBody('XSS-Probe', attack));
    expect(created.status).toBe(200);
    const read = await api<SurveyDetails>('GET', `/px/survey/${created.body.id}`, { token: demo.modeller });
    const html = read.body.description ?? '';
    expect(html).toContain('Liebe Kolleginnen und Kollegen');
    expect(html).toContain(`<img src="${PNG}" width="120" style="width:120px" />`);
    for (const forbidden of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      'svg+xml',
      'position',
    ]) {
      expect(html).not.toContain(forbidden);
    }
    const stored = read.body.surveySchema.pages[0]?.elements[0];
    expect(stored).toEqual({ type: 'html', name: 'titlePage', html });
  });

  it('sanitises HTML elements on any page, not only the start page', async () => {
    const body = manualSurveyBody('Versteckt', ownQuestions);
    const pages = [
      ...body.surveySchema.pages,
      { name: 'p2', elements: [{ type: 'html', name: 'x', html: '<b>fett</b><script>alert(1)</script>' }] },
    ];
    const created = await create({ ...body, surveySchema: { ...body.surveySchema, pages } });
    expect(created.status).toBe(200);
    expect(JSON.stringify(created.body.surveySchema)).not.toContain('<script');
  });

  it('refuses an image over 500 KB and stores nothing', async () => {
    const before = (await listed()).length;
    const huge = `data:image/png;base64,${'A'.repeat(START_PAGE_IMAGE_MAX_CHARACTERS + 100)}`;
    const reply = await create(iwakBody('Zu großes Bild', `<p>${'Text '.repeat(10)}</p><img src="${huge}">`));
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(SURVEY_MESSAGES.imageTooLarge);
    expect((await listed()).length).toBe(before);
  });

  it.each([
    ['no title', { title: '  ' }, SURVEY_MESSAGES.titleRequired],
    ['a deadline in the past', { deadlineDate: Date.now() - 60_000 }, SURVEY_MESSAGES.deadlineInPast],
    // A process survey is built from a model's PX questions (px-element-questions.test.ts): here none is named.
    [
      'a process survey without its model',
      { module: 'Module_Four' },
      SURVEY_MESSAGES.processSurveyNeedsModel,
    ],
    ['a module not created here', { module: 'Module_Three' }, SURVEY_MESSAGES.moduleNotCreatable],
    ['the other module', { module: 'Module_Two' }, SURVEY_MESSAGES.foreignQuestion],
  ])('refuses %s with a German message', async (_label, change, msg) => {
    const reply = await create({ ...iwakBody('Fehlerhaft'), ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(msg);
  });

  it('refuses a schema without questions or with a question twice', async () => {
    const body = manualSurveyBody('Doppelt', ownQuestions);
    const [page] = body.surveySchema.pages;
    if (!page) throw new Error('no page');
    const twice = await create({
      ...body,
      surveySchema: { ...body.surveySchema, pages: [page, { ...page, name: 'page2' }] },
    });
    expect(twice.body.msg).toBe(SURVEY_MESSAGES.duplicateQuestion);
    const empty = await create({
      ...body,
      surveySchema: {
        ...body.surveySchema,
        pages: [
          { name: 'titlePage', elements: [{ type: 'html', name: 'titlePage', html: '<p>Nur Text</p>' }] },
        ],
      },
    });
    expect(empty.body.msg).toBe(SURVEY_MESSAGES.noQuestions);
    const unknownType = await create({
      ...body,
      surveySchema: {
        ...body.surveySchema,
        pages: [{ name: 'p', elements: [{ type: 'boolean', name: 'q' }] }],
      },
    });
    expect(unknownType.status).toBe(400);
  });
});

describe('archive, restore and delete', () => {
  it('archives a survey out of the list into the archive and restores it', async () => {
    const { body } = await create(manualSurveyBody('Archivierbar', ownQuestions));
    const done = await api<SurveySummary>('POST', '/px/survey/archive', {
      token: demo.modeller,
      json: { surveyId: body.id, archived: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.archived).toBe(true);
    expect((await listed()).map((s) => s.id)).not.toContain(body.id);
    expect((await archived()).map((s) => s.id)).toContain(body.id);
    await api('POST', '/px/survey/archive', {
      token: demo.modeller,
      json: { surveyId: body.id, archived: false },
    });
    expect((await listed()).map((s) => s.id)).toContain(body.id);
    expect((await archived()).map((s) => s.id)).not.toContain(body.id);
  });

  it('deletes a survey with its stored schema; a second delete answers 404', async () => {
    const { body } = await create(manualSurveyBody('Löschbar', ownQuestions));
    expect((await api('DELETE', `/px/survey/${body.id}`, { token: demo.modeller })).status).toBe(204);
    expect((await api('GET', `/px/survey/${body.id}`, { token: demo.modeller })).status).toBe(404);
    expect((await listed()).map((s) => s.id)).not.toContain(body.id);
    const again = await api<{ msg: string }>('DELETE', `/px/survey/${body.id}`, { token: demo.modeller });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe(SURVEY_MESSAGES.notFound);
  });

  it('two deletes racing: one succeeds, the other answers 404', async () => {
    const { body } = await create(manualSurveyBody('Wettlauf', ownQuestions));
    const replies = await Promise.all([
      api('DELETE', `/px/survey/${body.id}`, { token: demo.modeller }),
      api('DELETE', `/px/survey/${body.id}`, { token: demo.modeller }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([204, 404]);
  });

  it('archiving an unknown survey answers 404 and creates nothing', async () => {
    const reply = await api<{ msg: string }>('POST', '/px/survey/archive', {
      token: demo.modeller,
      json: { surveyId: 'gibt-es-nicht', archived: true },
    });
    expect(reply.status).toBe(404);
    expect((await archived()).map((s) => s.id)).not.toContain('gibt-es-nicht');
  });
});

describe('permissions and tenant isolation', () => {
  it('refuses every survey call to a member without SURVEY (403)', async () => {
    const { body } = await create(manualSurveyBody('Nur mit Recht', ownQuestions));
    const calls: [string, string, unknown?][] = [
      ['GET', '/px/survey'],
      ['GET', '/px/survey/archive'],
      ['GET', '/px/survey/module/NONE'],
      ['GET', `/px/survey/${body.id}`],
      ['DELETE', `/px/survey/${body.id}`],
      ['POST', '/px/survey', manualSurveyBody('Verboten', ownQuestions)],
      ['POST', '/px/survey/archive', { surveyId: body.id, archived: true }],
    ];
    for (const [method, path, json] of calls) {
      expect((await api(method, path, { token: demo.employee, json })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api('GET', `/px/survey/${body.id}`, { token: demo.modeller })).body).toMatchObject({
      archived: false,
    });
  });

  it("another client reads, archives and deletes none of this client's surveys", async () => {
    const { body } = await create(iwakBody('Mandant eins'));
    const own = await create(manualSurveyBody('Mandant zwei', otherQuestions), other.token);
    expect(own.status).toBe(200);
    expect((await api('GET', `/px/survey/${body.id}`, { token: other.token })).status).toBe(404);
    expect((await api('DELETE', `/px/survey/${body.id}`, { token: other.token })).status).toBe(404);
    const archive = await api('POST', '/px/survey/archive', {
      token: other.token,
      json: { surveyId: body.id, archived: true },
    });
    expect(archive.status).toBe(404);
    expect((await listed(other.token)).map((s) => s.id)).toEqual([own.body.id]);
    expect((await listed()).map((s) => s.id)).not.toContain(own.body.id);
    const mine = await api<SurveyDetails>('GET', `/px/survey/${body.id}`, { token: demo.modeller });
    expect(mine.body.archived).toBe(false);
    expect((await api('GET', `/px/survey/${own.body.id}`, { token: demo.modeller })).status).toBe(404);
  });
});
