import { describe, expect, it } from 'vitest';
import { catalogueItemsOfModule, plainAnswerOptions } from '../catalogue/index.js';
import { ANSWER_SCALE, PAGE_GROUP_TITLES } from '../scale.js';
import { type AutomaticSurveyInput, buildAutomaticSurvey, pagesByGroup } from './automaticSurvey.js';
import { buildManualSurvey } from './manualSurvey.js';
import { questionElement, type SurveyQuestionSource } from './questionElement.js';
import { hasTitlePage, surveyQuestionIds } from './questionIds.js';
import type { SurveyJsMatrix } from './schema.js';

const START_PAGE = '<h1>Willkommen</h1><p>Bitte nehmen Sie sich zehn Minuten Zeit.</p>';
const DEADLINE = Date.UTC(2026, 11, 24, 12, 0);

const IWAK_MODULE_ONE: AutomaticSurveyInput = {
  mode: 'IWAK',
  module: 'Module_One',
  title: 'Mitarbeiterbefragung 2026',
  deadlineDate: DEADLINE,
  startPageHtml: START_PAGE,
  includePersonalQuestions: false,
};

function iwakModuleOne(includePersonalQuestions: boolean) {
  return buildAutomaticSurvey({ ...IWAK_MODULE_ONE, includePersonalQuestions });
}

describe('automatic survey (IWAK, STRESS)', () => {
  it('puts the start page first, then one page per page group in position order', () => {
    const schema = iwakModuleOne(true);
    expect(schema.title).toBe('Mitarbeiterbefragung 2026');
    expect(schema.deadlineDate).toBe(DEADLINE);
    expect(schema.locale).toBe('de');
    expect(hasTitlePage(schema)).toBe(true);
    expect(schema.pages[0]).toEqual({
      name: 'titlePage',
      elements: [{ type: 'html', name: 'titlePage', html: START_PAGE }],
    });
    expect(schema.pages.slice(1).map((page) => page.name)).toEqual(['P1', 'P2', 'P3', 'P4', 'P8']);
    expect(schema.pages[1]?.title).toBe(PAGE_GROUP_TITLES.P1);
    const items = catalogueItemsOfModule('Module_One');
    expect(surveyQuestionIds(schema)).toEqual(items.map((item) => item.id));
  });

  it('asks every matrix with one row holding the question and the 6 levels as columns', () => {
    const schema = iwakModuleOne(false);
    const matrices = schema.pages
      .flatMap((page) => page.elements)
      .filter((element) => element.type === 'matrix');
    expect(matrices.length).toBe(
      catalogueItemsOfModule('Module_One').filter((item) => !item.personal).length,
    );
    const first = matrices[0] as SurveyJsMatrix;
    expect(first.name).toBe('M1-RM-01');
    expect(first.rows).toEqual([{ value: 'M1-RM-01', text: first.title }]);
    expect(first.columns.map((column) => column.text)).toEqual(ANSWER_SCALE.map((level) => level.text));
    expect(first.columns.map((column) => column.value)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("leaves out the personal questions and their page when 'Personenstandsdaten' is not ticked", () => {
    const withPersonal = surveyQuestionIds(iwakModuleOne(true));
    const without = iwakModuleOne(false);
    expect(without.pages.map((page) => page.name)).not.toContain('P8');
    expect(withPersonal.length - surveyQuestionIds(without).length).toBe(5);
    expect(surveyQuestionIds(without).some((id) => id.startsWith('M1-PD'))).toBe(false);
  });

  it('asks the personal questions as radio groups with their bands', () => {
    const personalPage = iwakModuleOne(true).pages.find((page) => page.name === 'P8');
    expect(personalPage?.elements[0]).toMatchObject({
      type: 'radiogroup',
      name: 'M1-PD-01',
      choices: [
        { value: 'unter 30 Jahre', text: 'unter 30 Jahre' },
        { value: '30 bis 44 Jahre', text: '30 bis 44 Jahre' },
        { value: '45 bis 54 Jahre', text: '45 bis 54 Jahre' },
        { value: '55 Jahre und älter', text: '55 Jahre und älter' },
      ],
    });
  });

  it('builds a STRESS survey of module 5 on pages B1 to B4 and one without start page', () => {
    const schema = buildAutomaticSurvey({
      ...IWAK_MODULE_ONE,
      mode: 'STRESS',
      module: 'STRESS_MODULE',
      title: 'Gefährdungsbeurteilung',
      deadlineDate: null,
      startPageHtml: '   ',
    });
    expect(hasTitlePage(schema)).toBe(false);
    expect(schema.deadlineDate).toBeNull();
    expect(schema.pages.map((page) => page.name)).toEqual(['B1', 'B2', 'B3', 'B4']);
    expect(surveyQuestionIds(schema)).toHaveLength(catalogueItemsOfModule('STRESS_MODULE').length);
  });

  it('builds an IWAK survey of module 2 on pages P5 to P7', () => {
    const schema = buildAutomaticSurvey({
      ...IWAK_MODULE_ONE,
      module: 'Module_Two',
      title: 'Job-Fit',
      deadlineDate: null,
    });
    expect(schema.pages.map((page) => page.name)).toEqual(['titlePage', 'P5', 'P6', 'P7']);
  });

  it('refuses a module that the mode does not offer', () => {
    const survey = { title: 'x', deadlineDate: null, includePersonalQuestions: false };
    expect(() => buildAutomaticSurvey({ ...survey, mode: 'IWAK', module: 'STRESS_MODULE' })).toThrow(
      'Das Modul Belastungsmodul kann im Modus IWAK nicht gewählt werden',
    );
    expect(() => buildAutomaticSurvey({ ...survey, mode: 'STRESS', module: 'Module_One' })).toThrow(
      RangeError,
    );
  });

  it('orders pages by the lowest position of their questions, whatever order they come in', () => {
    const questions: SurveyQuestionSource[] = [
      { id: 'b', text: 'Frage B.', answerType: 'TEXT', page: 'P2', position: 3 },
      { id: 'a', text: 'Frage A.', answerType: 'TEXT', page: 'P1', position: 2 },
      { id: 'c', text: 'Frage C.', answerType: 'TEXT', page: 'P2', position: 1 },
    ];
    expect(pagesByGroup(questions).map((page) => [page.name, page.elements.map((e) => e.name)])).toEqual([
      ['P2', ['c', 'b']],
      ['P1', ['a']],
    ]);
  });
});

describe('question elements', () => {
  it.each([
    ['TEXT', { type: 'text' }],
    ['DATEPICKER', { type: 'text', inputType: 'date' }],
    ['COMMENT', { type: 'comment' }],
  ] as const)('renders %s as a plain SurveyJS question named by the question id', (answerType, element) => {
    const base = { id: 'q1', text: 'Wie geht es Ihnen?' };
    expect(questionElement({ ...base, answerType })).toEqual({ ...element, name: 'q1', title: base.text });
  });

  it('renders each other answer type as its SurveyJS question named by the question id', () => {
    const base = { id: 'q1', text: 'Wie geht es Ihnen?' };
    expect(questionElement({ ...base, answerType: 'RATING' })).toMatchObject({
      type: 'rating',
      rateMin: 1,
      rateMax: 6,
      minRateDescription: 'Trifft überhaupt nicht zu',
      maxRateDescription: 'Trifft voll und ganz zu',
    });
    expect(
      questionElement({
        ...base,
        answerType: 'RADIOGROUP',
        answerOptions: [
          { value: 'Gut', inverted: false },
          { value: ' ', inverted: false },
          { value: 'Schlecht', inverted: true },
        ],
      }),
    ).toEqual({
      type: 'radiogroup',
      name: 'q1',
      title: base.text,
      choices: [
        { value: 'Gut', text: 'Gut' },
        { value: 'Schlecht', text: 'Schlecht' },
      ],
    });
  });
});

describe('manual survey', () => {
  const questions: SurveyQuestionSource[] = [
    { id: 'q-1', text: 'Wie zufrieden sind Sie mit der neuen Software?', answerType: 'MATRIX' },
    { id: 'q-2', text: 'Was sollten wir verbessern?', answerType: 'COMMENT' },
    {
      id: 'q-3',
      text: 'Wie oft nutzen Sie die Software?',
      answerType: 'RADIOGROUP',
      answerOptions: plainAnswerOptions(['täglich', 'selten']),
    },
  ];

  it('keeps the pages, their titles and the drag-and-drop order of the questions', () => {
    const schema = buildManualSurvey({
      title: 'Softwareeinführung',
      deadlineDate: null,
      startPageHtml: '<p>Hallo</p>',
      pages: [
        { title: 'Allgemein', questionIds: ['q-3', 'q-1'] },
        { title: '', questionIds: [] },
        { title: '  ', questionIds: ['q-2'] },
      ],
      questions,
    });
    expect(schema.pages.map((page) => [page.name, page.title])).toEqual([
      ['titlePage', undefined],
      ['page1', 'Allgemein'],
      ['page3', 'Seite 3'],
    ]);
    expect(surveyQuestionIds(schema)).toEqual(['q-3', 'q-1', 'q-2']);
  });

  it("names an untitled first page 'Seite 1'", () => {
    const schema = buildManualSurvey({
      title: 'T',
      deadlineDate: null,
      pages: [{ title: '', questionIds: ['q-1'] }],
      questions,
    });
    expect(schema.pages).toHaveLength(1);
    expect(schema.pages[0]?.title).toBe('Seite 1');
  });

  it('refuses unknown or repeated question ids and a survey without questions', () => {
    const build = (pages: { title: string; questionIds: string[] }[]) => () =>
      buildManualSurvey({ title: 'T', deadlineDate: null, pages, questions });
    expect(build([{ title: 'A', questionIds: ['nope'] }])).toThrow('Unbekannte Frage: nope');
    expect(
      build([
        { title: 'A', questionIds: ['q-1'] },
        { title: 'B', questionIds: ['q-1'] },
      ]),
    ).toThrow('Die Frage q-1 ist mehrfach in der Umfrage enthalten');
    expect(build([{ title: 'A', questionIds: [] }])).toThrow('Die Umfrage enthält keine Fragen');
  });
});
