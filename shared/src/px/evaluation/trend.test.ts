import { describe, expect, it } from 'vitest';
import { scoreTrend, trendLabel } from './trend.js';

describe('trend = previous score − current score, 1 decimal', () => {
  it.each([
    [2.3, 2.1, 0.2],
    [2.1, 3.1, -1],
    [2, 2.9, -0.9],
    [3.3, 3.3, 0],
    [5.9, 1, 4.9],
    [1, 6, -5],
    [null, 2, null],
    [2, null, null],
  ])('previous %s, current %s → %s', (previous, current, expected) => {
    expect(scoreTrend(previous, current)).toBe(expected);
  });

  it('never yields -0', () => {
    expect(Object.is(scoreTrend(2.2, 2.2), 0)).toBe(true);
  });
});

describe('trend words and colours (scores are school grades: a falling number is an improvement)', () => {
  it.each([
    [0.2, 'gestiegen', 'green', false],
    [-0.1, 'gesunken', 'red', false],
    [-0.9, 'gesunken', 'red', false],
    [-1, 'gesunken', 'red', true],
    [-2.4, 'gesunken', 'red', true],
    [0, 'Keine Änderung', 'neutral', false],
  ])('%s → %s, %s, warning %s', (value, word, colour, warning) => {
    expect(trendLabel(value)).toEqual({ word, colour, warning });
  });
});
