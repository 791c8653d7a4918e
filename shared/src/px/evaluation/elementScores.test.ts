import { describe, expect, it } from 'vitest';
import type { SurveySchema } from '../survey/schema.js';
import { schemaWithStartPage } from '../survey/schema.test-data.js';
import { redactBelowThreshold } from './anonymity.js';
import { emptyRoundCounters, type RoundCounters } from './counters.js';
import { elementEvaluations, processSurveyElements } from './elementScores.js';
import { buildEvaluationPoint, type EvaluationTree } from './evaluationPoint.js';

const matrix = (name: string) => ({
  type: 'matrix' as const,
  name,
  title: name,
  titleLocation: 'hidden' as const,
  rows: [{ value: name, text: name }],
  columns: [{ value: 1, text: '1' }],
});

/** Start page; Task_1 asks q1 and q2; Task_2 asks q3 (inverted); Task_3 asks q4 (never answered); a radio page. */
const schema: SurveySchema = schemaWithStartPage('Prozessumfrage', [
  { name: 'Task_1', title: 'Antrag prüfen', elements: [matrix('q1'), matrix('q2')] },
  { name: 'Task_2', title: 'Antrag genehmigen', elements: [matrix('q3')] },
  { name: 'Task_3', elements: [matrix('q4')] },
  {
    name: 'Gateway_1',
    elements: [{ type: 'radiogroup', name: 'r', title: 'r', choices: [{ value: 'a', text: 'a' }] }],
  },
]);

const tree: EvaluationTree = {
  nodes: [{ id: 'task', name: 'Aufgabe', nodeType: 'CATEGORY', questionIds: ['q1', 'q2', 'q3', 'q4'] }],
  questions: [
    { id: 'q1', text: 'Frage 1', inverted: false },
    { id: 'q2', text: 'Frage 2', inverted: false },
    { id: 'q3', text: 'Frage 3', inverted: true },
    { id: 'q4', text: 'Frage 4', inverted: false },
  ],
};

/**
 * 6 complete answers. q1 [3×1, 3×2] → 9/6 = 1.5; q2 all 3 → 3.0; Task_1 = (1.5 + 3.0)/2 = 2.25 → 2.3
 * (rounded once, from the exact scores). q3 inverted, levels 6 ×6 → score 1.0.
 */
const counters: RoundCounters = {
  ...emptyRoundCounters(1, 8),
  completeAnswered: 6,
  levels: { q1: [3, 3, 0, 0, 0, 0], q2: [0, 0, 6, 0, 0, 0], q3: [0, 0, 0, 0, 0, 6] },
};

describe('processSurveyElements', () => {
  it('reads one element per page with matrix questions: page name = element id, title = name', () => {
    expect(processSurveyElements(schema)).toEqual([
      { elementId: 'Task_1', elementName: 'Antrag prüfen', questionIds: ['q1', 'q2'] },
      { elementId: 'Task_2', elementName: 'Antrag genehmigen', questionIds: ['q3'] },
      { elementId: 'Task_3', elementName: 'Task_3', questionIds: ['q4'] },
    ]);
  });
});

describe('elementEvaluations', () => {
  const elements = processSurveyElements(schema);

  it('averages the exact question scores of each element, inverted questions scored as the point does', () => {
    const point = redactBelowThreshold(buildEvaluationPoint(tree, counters, 1), 5);
    const result = elementEvaluations(elements, point, 5);
    expect(
      result.map(({ elementId, score, responseCount, hidden }) => ({
        elementId,
        score,
        responseCount,
        hidden,
      })),
    ).toEqual([
      { elementId: 'Task_1', score: 2.3, responseCount: 6, hidden: null },
      { elementId: 'Task_2', score: 1, responseCount: 6, hidden: null },
      { elementId: 'Task_3', score: null, responseCount: 0, hidden: null },
    ]);
    expect(result[0]?.questions.map((q) => q.answerScore)).toEqual([1.5, 3]);
  });

  it('hides every element of a round below the threshold', () => {
    const point = redactBelowThreshold(buildEvaluationPoint(tree, counters, 1), 7);
    const result = elementEvaluations(elements, point, 7);
    expect(result.map((e) => e.score)).toEqual([null, null, null]);
    expect(result[0]?.hidden?.minimum).toBe(7);
    expect(result[0]?.questions.every((q) => q.answerScore === null && q.scores === null)).toBe(true);
  });

  it('hides an element whose least-answered question is below the threshold although the round is not', () => {
    const partly: RoundCounters = { ...counters, levels: { ...counters.levels, q2: [0, 0, 4, 0, 0, 0] } };
    const point = redactBelowThreshold(buildEvaluationPoint(tree, partly, 1), 5);
    const [task1, task2] = elementEvaluations(elements, point, 5);
    expect(task1?.score).toBeNull();
    expect(task1?.responseCount).toBe(4);
    expect(task1?.hidden?.minimum).toBe(5);
    expect(task2?.score).toBe(1);
  });
});
