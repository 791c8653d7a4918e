import { describe, expect, it } from 'vitest';
import { catalogueItem, plainAnswerOptions } from '../catalogue/index.js';
import { buildProcessSurvey, processQuestionName } from '../model/elementQuestions.js';
import { redactBelowThreshold } from './anonymity.js';
import { emptyRoundCounters, type RoundCounters } from './counters.js';
import { elementEvaluations, processSurveyElements } from './elementScores.js';
import { buildEvaluationPoint } from './evaluationPoint.js';
import { processQuestionInverted, processSurveyEvaluationTree } from './processEvaluationTree.js';

/** A standard question where agreement is good (inverted) and an own matrix and radio question. */
const STANDARD = 'M4-PRC-01';
const OWN_MATRIX = '0b8e6c1e-0000-4000-8000-000000000001';
const OWN_RADIO = '0b8e6c1e-0000-4000-8000-000000000002';

/** As POST /px/survey builds it from the attachments: Task_1 asks both matrices, Task_2 the standard one and the radio group. */
const schema = buildProcessSurvey({
  title: 'Prozessumfrage',
  deadlineDate: null,
  startPageHtml: '<p>Hallo</p>',
  elements: [
    {
      elementId: 'Task_1',
      elementName: 'Antrag prüfen',
      kind: null,
      questions: [
        { id: STANDARD, text: 'Der Prozess erreicht sein Ziel zuverlässig.', answerType: 'MATRIX' },
        { id: OWN_MATRIX, text: 'Eigene Frage', answerType: 'MATRIX' },
      ],
    },
    {
      elementId: 'Task_2',
      elementName: 'Antrag genehmigen',
      kind: null,
      questions: [
        { id: STANDARD, text: 'Der Prozess erreicht sein Ziel zuverlässig.', answerType: 'MATRIX' },
        {
          id: OWN_RADIO,
          text: 'Wie oft?',
          answerType: 'RADIOGROUP',
          answerOptions: plainAnswerOptions(['selten', 'oft']),
        },
      ],
    },
  ],
});

const standardOnTask1 = processQuestionName(STANDARD, 'Task_1');
const ownOnTask1 = processQuestionName(OWN_MATRIX, 'Task_1');
const standardOnTask2 = processQuestionName(STANDARD, 'Task_2');
const radioOnTask2 = processQuestionName(OWN_RADIO, 'Task_2');

/** 6 complete answers, counted by question name as the participation counts them. */
const counters: RoundCounters = {
  ...emptyRoundCounters(1, 8),
  completeAnswered: 6,
  levels: {
    [standardOnTask1]: [6, 0, 0, 0, 0, 0],
    [ownOnTask1]: [0, 0, 6, 0, 0, 0],
    [standardOnTask2]: [0, 0, 0, 0, 0, 6],
  },
  options: { [radioOnTask2]: { selten: 2, oft: 4 } },
};

describe('processQuestionInverted', () => {
  it('takes a standard question’s direction from the catalogue and an own question’s as stored', () => {
    expect(catalogueItem(STANDARD)?.inverted).toBe(true);
    expect(processQuestionInverted(standardOnTask1)).toBe(true);
    expect(processQuestionInverted(STANDARD)).toBe(true);
    expect(processQuestionInverted(ownOnTask1)).toBe(false);
    expect(processQuestionInverted(ownOnTask1, new Set([OWN_MATRIX]))).toBe(true);
    // A stored own direction never overrides the catalogue's.
    expect(processQuestionInverted(standardOnTask1, new Set())).toBe(true);
  });
});

describe('processSurveyEvaluationTree', () => {
  it('makes one node per element page with its matrix questions, named as the survey names them', () => {
    const tree = processSurveyEvaluationTree(schema);
    expect(tree.nodes).toEqual([
      {
        id: 'Task_1',
        name: 'Antrag prüfen',
        nodeType: 'ELEMENT',
        questionIds: [standardOnTask1, ownOnTask1],
      },
      { id: 'Task_2', name: 'Antrag genehmigen', nodeType: 'ELEMENT', questionIds: [standardOnTask2] },
    ]);
    expect(tree.questions.map((q) => [q.id, q.inverted])).toEqual([
      [standardOnTask1, true],
      [ownOnTask1, false],
      [standardOnTask2, true],
    ]);
    expect(tree.questions[1]?.text).toBe('Eigene Frage');
    expect(tree.personalQuestions).toEqual([
      { id: radioOnTask2, text: 'Wie oft?', options: ['selten', 'oft'] },
    ]);
  });

  it('gives every element its score from the counters of its `<questionId>@<elementId>` questions', () => {
    const point = buildEvaluationPoint(processSurveyEvaluationTree(schema), counters, 1);
    expect(point.questionEvaluations.map((q) => [q.questionId, q.responseCount])).toEqual([
      [standardOnTask1, 6],
      [ownOnTask1, 6],
      [standardOnTask2, 6],
    ]);
    expect(point.personalQuestionEvaluations[0]?.scores).toEqual([
      { option: 'selten', count: 2 },
      { option: 'oft', count: 4 },
    ]);
    const elements = elementEvaluations(processSurveyElements(schema), redactBelowThreshold(point, 5), 5);
    // The inverted standard question answered at level 1 scores as level 6 does when not inverted.
    const standardScore = point.questionEvaluations[0]?.answerScore;
    const ownScore = point.questionEvaluations[1]?.answerScore;
    expect(standardScore).not.toBeNull();
    expect(ownScore).toBe(3);
    expect(elements.map((e) => e.elementId)).toEqual(['Task_1', 'Task_2']);
    expect(elements.every((e) => e.score !== null && e.hidden === null)).toBe(true);
    expect(elements[0]?.score).toBe(point.nodes.find((node) => node.id === 'Task_1')?.score);
    expect(elements[1]?.score).toBe(point.questionEvaluations[2]?.answerScore);
  });

  it('scores an own inverted question that everyone fully agreed with 1,0', () => {
    const agreed: RoundCounters = {
      ...counters,
      levels: { ...counters.levels, [ownOnTask1]: [0, 0, 0, 0, 0, 6] },
    };
    const plain = buildEvaluationPoint(processSurveyEvaluationTree(schema), agreed, 1);
    const inverted = buildEvaluationPoint(
      processSurveyEvaluationTree(schema, new Set([OWN_MATRIX])),
      agreed,
      1,
    );
    expect(plain.questionEvaluations[1]).toMatchObject({
      questionId: ownOnTask1,
      inverted: false,
      answerScore: 6,
    });
    expect(inverted.questionEvaluations[1]).toMatchObject({
      questionId: ownOnTask1,
      inverted: true,
      answerScore: 1,
    });
  });
});
