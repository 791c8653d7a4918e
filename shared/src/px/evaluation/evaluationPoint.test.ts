import { describe, expect, it } from 'vitest';
import { emptyRoundCounters } from './counters.js';
import { buildEvaluationPoint } from './evaluationPoint.js';
import {
  currentPoint as current,
  currentCounters,
  findNode,
  invertedQ3Evaluation,
  previousPoint as previous,
  tree,
} from './fixtures.test-data.js';

describe('evaluation point from counters', () => {
  it('carries the round counts, with not answered = sent − complete − partly', () => {
    expect(current).toMatchObject({
      round: 2,
      timestamp: 2_000,
      numberSentTo: 14,
      numberCompleteAnswered: 10,
      numberPartiallyAnswered: 1,
      numberNotAnswered: 3,
    });
  });

  it('evaluates each question: counts, percentages, averages, inverted flag', () => {
    const q3 = current.questionEvaluations.find((q) => q.questionId === 'q3');
    expect(q3).toEqual({
      questionId: 'q3',
      questionText: 'Ich habe Zeitdruck.',
      ...invertedQ3Evaluation,
      trend: 0,
      comparisonResponseCount: 10,
    });
  });

  it('gives a question without answers no averages and zero percentages', () => {
    expect(current.questionEvaluations.find((q) => q.questionId === 'q5')).toMatchObject({
      scores: [0, 0, 0, 0, 0, 0],
      percentages: [0, 0, 0, 0, 0, 0],
      responseCount: 0,
      averageAnswer: null,
      answerScore: null,
      trend: null,
    });
  });

  it.each([
    // id, score, trend, responseCount
    ['klarheit', 3.1, -0.6, 4], // unweighted (2.25 + 4) / 2 = 3.125; weighted by answers would be 3.5
    ['rolle', 3.4, -0.3, 4], // (3.125 + 3.6) / 2 = 3.3625; previous (2.5 + 3.6) / 2 = 3.05 → 3.1
    ['bindung', 1.5, -0.5, 10],
    ['umgebung', null, null, 0],
  ])('node %s: score %s, trend %s, fewest answers %s', (id, score, trend, responseCount) => {
    expect(findNode(current, id)).toMatchObject({ score, trend, responseCount });
  });

  it('sorts nodes by name case-insensitively and links children to their parent', () => {
    expect(current.nodes.map((n) => n.name)).toEqual(['arbeitsumgebung', 'Bindung', 'Rolle']);
    expect(findNode(current, 'klarheit').parentId).toBe('rolle');
    expect(findNode(current, 'rolle').parentId).toBeNull();
    expect(findNode(current, 'klarheit').questionEvaluation.map((q) => q.questionId)).toEqual(['q1', 'q2']);
  });

  it('computes question trends against the previous point', () => {
    const trends = Object.fromEntries(current.questionEvaluations.map((q) => [q.questionId, q.trend]));
    expect(trends).toEqual({ q1: -1.3, q2: 0, q3: 0, q4: -0.5, q5: null });
  });

  it('remembers how many answers stood behind the compared score', () => {
    expect(findNode(current, 'klarheit').comparisonResponseCount).toBe(4);
    expect(findNode(current, 'bindung').comparisonResponseCount).toBe(10);
  });

  it('compares the first point with itself: trend 0 where there is a score', () => {
    expect(findNode(previous, 'rolle')).toMatchObject({ score: 3.1, trend: 0, comparisonResponseCount: 4 });
    expect(findNode(previous, 'umgebung')).toMatchObject({ score: null, trend: null });
  });

  it('has no trend for a node the previous point did not have', () => {
    const withoutRolle = { ...previous, nodes: previous.nodes.filter((n) => n.id !== 'rolle') };
    const point = buildEvaluationPoint(tree, currentCounters, 2_000, withoutRolle);
    expect(findNode(point, 'rolle').trend).toBeNull();
    expect(findNode(point, 'bindung').trend).toBe(-0.5);
  });

  it('counts personal-question answers per option, in option order', () => {
    expect(current.personalQuestionEvaluations).toEqual([
      {
        questionId: 'age',
        questionText: 'Alter',
        scores: [
          { option: 'unter 30', count: 6 },
          { option: '30 bis 50', count: 0 },
          { option: 'über 50', count: 4 },
        ],
        responseCount: 10,
      },
    ]);
  });

  it('builds an empty round without scores', () => {
    const empty = buildEvaluationPoint(tree, emptyRoundCounters(1, 3), 1);
    expect(empty.nodes.map((n) => n.score)).toEqual([null, null, null]);
    expect(empty.numberNotAnswered).toBe(3);
  });

  it('costs the same for 100 and for 100,000 answers per question (counts only)', () => {
    const questions = Array.from({ length: 60 }, (_, i) => ({
      id: `q${i}`,
      text: `Frage ${i}`,
      inverted: i % 3 === 0,
    }));
    const big = {
      nodes: [{ id: 'all', name: 'Alle', nodeType: 'CATEGORY', questionIds: questions.map((q) => q.id) }],
      questions,
    };
    const counters = (scale: number) => ({
      ...emptyRoundCounters(1, 6 * scale),
      completeAnswered: 6 * scale,
      levels: Object.fromEntries(
        questions.map((q) => [q.id, [2 * scale, scale, scale, scale, scale, 0] as const]),
      ),
    });
    const small = buildEvaluationPoint(big, counters(100), 1);
    const large = buildEvaluationPoint(big, counters(100_000), 1);
    // 40 questions at 16/6 and 20 inverted ones at 7 − 16/6: (40 · 8/3 + 20 · 13/3) / 60 = 3.22…
    expect(small.nodes[0]?.score).toBe(3.2);
    expect(large.nodes[0]?.score).toBe(3.2);
    expect(large.nodes[0]?.responseCount).toBe(600_000);
  });
});
