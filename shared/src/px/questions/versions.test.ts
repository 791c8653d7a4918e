import { describe, expect, it } from 'vitest';
import { buildProcessSurvey } from '../model/elementQuestions.js';
import { buildManualSurvey } from '../survey/index.js';
import { currentVersionId, surveyAsksQuestion, surveyWasSent } from './versions.js';

const OWN = '0b8e6c1e-0000-4000-8000-000000000001';
const OTHER = '0b8e6c1e-0000-4000-8000-000000000002';

/** What a survey needs besides its questions; none of it matters for finding a question. */
const SURVEY_HEAD = { title: 'Umfrage', deadlineDate: null, startPageHtml: '' };

describe('surveyAsksQuestion', () => {
  it('finds an own question in a process survey under its `<id>@<element>` name', () => {
    const schema = buildProcessSurvey({
      ...SURVEY_HEAD,
      elements: [
        {
          elementId: 'Task_1',
          elementName: 'Prüfen',
          kind: null,
          questions: [{ id: OWN, text: 'Eigene Frage', answerType: 'MATRIX' }],
        },
      ],
    });
    expect(surveyAsksQuestion(schema, OWN)).toBe(true);
    expect(surveyAsksQuestion(schema, OTHER)).toBe(false);
    expect(surveyAsksQuestion(schema, 'Task_1')).toBe(false);
  });

  it('finds a question of a manual survey by its plain id', () => {
    const schema = buildManualSurvey({
      ...SURVEY_HEAD,
      pages: [{ title: 'Seite', questionIds: [OWN] }],
      questions: [
        {
          id: OWN,
          text: 'Eigene Frage',
          answerType: 'MATRIX',
          answerOptions: [],
          page: 'NONE',
          position: 1,
        },
      ],
    });
    expect(surveyAsksQuestion(schema, OWN)).toBe(true);
    expect(surveyAsksQuestion(schema, OTHER)).toBe(false);
  });
});

describe('surveyWasSent', () => {
  it('counts every state after CREATED as sent', () => {
    expect(surveyWasSent('CREATED')).toBe(false);
    expect(['SEND', 'ANSWERED', 'FINISHED'].every((s) => surveyWasSent(s as 'SEND'))).toBe(true);
  });
});

describe('currentVersionId', () => {
  it.each([
    ['a', 'c'],
    ['b', 'c'],
    ['c', 'c'],
    ['x', 'x'],
  ])('follows replaced versions to the newest and keeps an unreplaced id: %s is now %s', (id, current) => {
    const replacedBy = new Map([
      ['a', 'b'],
      ['b', 'c'],
    ]);
    expect(currentVersionId(id, replacedBy)).toBe(current);
  });

  it('stops on a cycle instead of looping', () => {
    expect(
      currentVersionId(
        'a',
        new Map([
          ['a', 'b'],
          ['b', 'a'],
        ]),
      ),
    ).toBe('b');
  });
});
