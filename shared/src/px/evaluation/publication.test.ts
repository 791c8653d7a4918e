import { describe, expect, it } from 'vitest';
import { emptyRoundCounters, type RoundCounters } from './counters.js';
import { elementEvaluations } from './elementScores.js';
import { buildEvaluationPoint, type EvaluationPoint } from './evaluationPoint.js';
import { findNode, tree } from './fixtures.test-data.js';
import {
  differenceNotice,
  evaluationPointGap,
  PUBLICATION_MESSAGES,
  pointThreshold,
  redactEvaluationSeries,
  storesWorkflowPoint,
} from './publication.js';

/** Round counters where every one of `complete` answers answered q1–q4 with level 1 (q4: `q4` answers). */
function counters(round: number, complete: number, q4 = complete): RoundCounters {
  return {
    ...emptyRoundCounters(round, 40),
    completeAnswered: complete,
    levels: {
      q1: [complete, 0, 0, 0, 0, 0],
      q2: [complete, 0, 0, 0, 0, 0],
      q3: [0, 0, 0, 0, 0, complete],
      q4: [q4, 0, 0, 0, 0, 0],
    },
    options: { age: { 'unter 30': complete } },
  };
}

/** Builds points one after the other, each compared with the one before (as the workflow does). */
function series(...rounds: RoundCounters[]): EvaluationPoint[] {
  const built: EvaluationPoint[] = [];
  for (const [index, c] of rounds.entries()) {
    built.push(buildEvaluationPoint(tree, c, 1_000 * (index + 1), built.at(-1)));
  }
  return built;
}

describe('evaluationPointGap', () => {
  it('allows the round’s first point from the threshold on and names the answers still missing below', () => {
    expect(evaluationPointGap({ answered: 5, published: null, threshold: 5, finished: false })).toEqual({
      ok: true,
    });
    expect(evaluationPointGap({ answered: 3, published: null, threshold: 5, finished: false })).toEqual({
      ok: false,
      missing: 2,
      msg: 'Ein Auswertungspunkt ist erst ab 5 vollständigen Antworten möglich – es fehlen noch 2 Antworten. Das schützt die Anonymität.',
    });
  });

  it('refuses a further point until threshold new complete answers came in since the last one', () => {
    const refused = evaluationPointGap({ answered: 6, published: 5, threshold: 5, finished: false });
    expect(refused).toMatchObject({ ok: false, missing: 4 });
    expect(refused.ok ? '' : refused.msg).toContain('es fehlen noch 4 Antworten');
    const lastOne = evaluationPointGap({ answered: 9, published: 5, threshold: 5, finished: false });
    expect(lastOne.ok ? '' : lastOne.msg).toContain('es fehlt noch 1 Antwort');
    expect(evaluationPointGap({ answered: 10, published: 5, threshold: 5, finished: false })).toEqual({
      ok: true,
    });
  });

  it('refuses a second point of a finished survey’s final answers with its own reason', () => {
    expect(evaluationPointGap({ answered: 7, published: 7, threshold: 5, finished: true })).toEqual({
      ok: false,
      missing: 5,
      msg: PUBLICATION_MESSAGES.finishedHasPoint,
    });
  });
});

describe('storesWorkflowPoint', () => {
  it('stores the round’s first point always and a further one only threshold answers later', () => {
    expect(storesWorkflowPoint(2, null, 5)).toBe(true);
    expect(storesWorkflowPoint(9, 5, 5)).toBe(false);
    expect(storesWorkflowPoint(5, 5, 5)).toBe(false);
    expect(storesWorkflowPoint(10, 5, 5)).toBe(true);
  });
});

describe('pointThreshold', () => {
  it('judges a point by the higher of its own threshold and today’s', () => {
    expect(pointThreshold(7, 5)).toBe(7);
    expect(pointThreshold(5, 8)).toBe(8);
    expect(pointThreshold(undefined, 6)).toBe(6);
  });
});

describe('redactEvaluationSeries', () => {
  it('withholds the whole point that differs from an earlier point of its round by one answer', () => {
    const [five, six] = series(counters(1, 5), counters(1, 6));
    const [first, second] = redactEvaluationSeries(
      [{ point: five as EvaluationPoint }, { point: six as EvaluationPoint }],
      5,
    );
    expect(first?.hidden).toBeNull();
    expect(first?.questionEvaluations[0]?.scores).not.toBeNull();
    expect(second?.hidden).toEqual(differenceNotice(5));
    expect(second?.questionEvaluations.every((q) => q.scores === null)).toBe(true);
    expect(second?.personalQuestionEvaluations[0]?.scores).toBeNull();
    expect(second?.nodes.every((n) => n.score === null)).toBe(true);
  });

  it('shows a point threshold answers after the earlier one and keeps points of other rounds apart', () => {
    const points = series(counters(1, 5), counters(1, 10), counters(2, 6));
    const redacted = redactEvaluationSeries(
      points.map((point) => ({ point })),
      5,
    );
    expect(redacted.map((p) => p.hidden)).toEqual([null, null, null]);
  });

  it('withholds an optional question that one more person answered, and every node above it', () => {
    // 10 new complete answers, but only one of them answered q4 (Bindung, OUTCOME).
    const points = series(counters(1, 5), counters(1, 15, 6));
    const [, later] = redactEvaluationSeries(
      points.map((point) => ({ point })),
      5,
    );
    if (!later) throw new Error('two points expected');
    expect(later.hidden).toBeNull();
    expect(later.questionEvaluations.find((q) => q.questionId === 'q4')).toMatchObject({
      scores: null,
      hidden: differenceNotice(5),
    });
    expect(findNode(later, 'bindung')).toMatchObject({ score: null, hidden: differenceNotice(5) });
    expect(findNode(later, 'rolle').score).not.toBeNull();
  });

  it('judges a point by the threshold it was made with when today’s is lower', () => {
    const [six] = series(counters(1, 6));
    const [made7] = redactEvaluationSeries([{ point: six as EvaluationPoint, threshold: 7 }], 5);
    expect(made7?.hidden?.minimum).toBe(7);
    const [made5] = redactEvaluationSeries([{ point: six as EvaluationPoint, threshold: 5 }], 5);
    expect(made5?.hidden).toBeNull();
  });

  it('never shows a point one answer after a point that a raised threshold now hides', () => {
    // Made at threshold 5: 5 answers shown, 8 withheld; raised to 7, the 5 hides, yet 8 stays hidden.
    const points = series(counters(1, 5), counters(1, 8));
    const redacted = redactEvaluationSeries(
      points.map((point) => ({ point, threshold: 5 })),
      7,
    );
    expect(redacted[0]?.hidden?.minimum).toBe(7);
    expect(redacted[1]?.hidden).toEqual(differenceNotice(7));
  });

  it('hides the trend of a shown figure whose compared figure is withheld', () => {
    const points = series(counters(1, 5), counters(1, 6), counters(2, 8));
    const [, withheld, next] = redactEvaluationSeries(
      points.map((point) => ({ point })),
      5,
    );
    expect(withheld?.hidden).toEqual(differenceNotice(5));
    const q1 = next?.questionEvaluations.find((q) => q.questionId === 'q1');
    expect(q1?.scores).not.toBeNull();
    expect(q1?.trend).toBeNull();
    expect(q1?.trendHidden).not.toBeNull();
  });

  it('answers aligned with the input, whatever order the points come in', () => {
    const [five, six] = series(counters(1, 5), counters(1, 6));
    const [later, earlier] = redactEvaluationSeries(
      [{ point: six as EvaluationPoint }, { point: five as EvaluationPoint }],
      5,
    );
    expect(earlier?.hidden).toBeNull();
    expect(later?.hidden).toEqual(differenceNotice(5));
  });

  it('withholds an element score when a question on it is withheld', () => {
    const points = series(counters(1, 5), counters(1, 15, 6));
    const [, later] = redactEvaluationSeries(
      points.map((point) => ({ point })),
      5,
    );
    if (!later) throw new Error('two points expected');
    const [q4Element, q1Element] = elementEvaluations(
      [
        { elementId: 'Task_1', elementName: 'Prüfen', questionIds: ['q4'] },
        { elementId: 'Task_2', elementName: 'Freigeben', questionIds: ['q1'] },
      ],
      later,
      5,
    );
    expect(q4Element).toMatchObject({ score: null, hidden: differenceNotice(5) });
    expect(q1Element?.score).toBe(1);
  });
});
