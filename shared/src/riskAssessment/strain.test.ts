import { describe, expect, it } from 'vitest';
import {
  anonymityMessage,
  type RedactedEvaluationPoint,
  redactBelowThreshold,
} from '../px/evaluation/anonymity.js';
import { currentPoint } from '../px/evaluation/fixtures.test-data.js';
import { combineStrain, compareStrain, type StrainResult, strainLevel, surveyStrain } from './strain.js';

const shown = (score: number, responseCount = 8): StrainResult => ({ score, responseCount, hidden: null });
const THRESHOLD = 5;

describe('strain of a module survey on its activities', () => {
  it('is the mean of the shown root node scores of the redacted point', () => {
    const point = redactBelowThreshold(currentPoint, 1);
    const roots = point.nodes.filter((n) => n.score !== null);
    expect(roots.length).toBeGreaterThan(0);
    const strain = surveyStrain(point, 1);
    expect(strain.hidden).toBeNull();
    expect(strain.score).not.toBeNull();
  });

  it('is hidden when the round has fewer complete answers than the threshold', () => {
    const point: RedactedEvaluationPoint = redactBelowThreshold(currentPoint, 1000);
    const strain = surveyStrain(point, 1000);
    expect(strain.score).toBeNull();
    expect(strain.hidden?.msg).toBe(anonymityMessage(1000));
  });
});

describe('strain of one element over several surveys', () => {
  it('averages the shown results and leaves hidden ones out', () => {
    const hidden: StrainResult = { score: null, responseCount: 3, hidden: { minimum: 5, msg: 'x' } };
    expect(combineStrain([shown(2), shown(3, 6), hidden], THRESHOLD)).toEqual({
      score: 2.5,
      responseCount: 6,
      hidden: null,
    });
  });

  it('never shows a result below the threshold, even one that arrives unredacted', () => {
    const combined = combineStrain([shown(4.2, 4)], THRESHOLD);
    expect(combined.score).toBeNull();
    expect(combined.hidden?.minimum).toBe(THRESHOLD);
  });

  it('is empty without any result', () => {
    expect(combineStrain([], THRESHOLD)).toEqual({ score: null, responseCount: 0, hidden: null });
  });
});

describe('before/after comparison of the effect check', () => {
  it('reports both scores and the trend (positive = strain went down) when both rounds pass', () => {
    expect(compareStrain(shown(4.5), shown(3.2), THRESHOLD)).toEqual({
      before: 4.5,
      after: 3.2,
      trend: 1.3,
      hidden: null,
    });
    expect(compareStrain(shown(2), shown(2.4), THRESHOLD).trend).toBe(-0.4);
  });

  it('reports nothing when the round after the measure is below the threshold', () => {
    const result = compareStrain(shown(4.5), shown(3, 4), THRESHOLD);
    expect(result).toMatchObject({ before: null, after: null, trend: null });
    expect(result.hidden?.minimum).toBe(THRESHOLD);
  });

  it('reports nothing when the round before was hidden', () => {
    const before: StrainResult = { score: null, responseCount: 2, hidden: { minimum: 5, msg: 'zu wenige' } };
    expect(compareStrain(before, shown(3), THRESHOLD)).toEqual({
      before: null,
      after: null,
      trend: null,
      hidden: { minimum: 5, msg: 'zu wenige' },
    });
  });

  it('reports no trend while one round has no answers for the element', () => {
    expect(compareStrain(shown(3), { score: null, responseCount: 0, hidden: null }, THRESHOLD)).toEqual({
      before: null,
      after: null,
      trend: null,
      hidden: null,
    });
  });
});

describe('heat levels of the strain overlay', () => {
  it('are low up to 2, medium up to 4 and high above', () => {
    expect([1, 2, 2.1, 4, 4.1, null].map(strainLevel)).toEqual([
      'gering',
      'gering',
      'mittel',
      'mittel',
      'hoch',
      null,
    ]);
  });
});
