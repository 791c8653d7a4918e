import { describe, expect, it } from 'vitest';
import { buildProcessSurvey } from '../model/elementQuestions.js';
import { buildManualSurvey } from '../survey/index.js';
import { currentVersionId, surveyAsksQuestion, surveyWasSent } from './versions.js';

const OWN = '0b8e6c1e-0000-4000-8000-000000000001';
const OTHER = '0b8e6c1e-0000-4000-8000-000000000002';

describe('surveyAsksQuestion', () => {
  it('finds an own question in a process survey under its `<id>@<element>` name', () => {
    const schema = buildProcessSurvey({
      title: 'P',
      deadlineDate: null,
      startPageHtml: '',
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
      title: 'M',
      deadlineDate: null,
      startPageHtml: '',
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
  it('follows replaced versions to the newest and keeps an unreplaced id', () => {
    const replacedBy = new Map([
      ['a', 'b'],
      ['b', 'c'],
    ]);
    expect(currentVersionId('a', replacedBy)).toBe('c');
    expect(currentVersionId('b', replacedBy)).toBe('c');
    expect(currentVersionId('c', replacedBy)).toBe('c');
    expect(currentVersionId('x', replacedBy)).toBe('x');
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
