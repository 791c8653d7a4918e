import { describe, expect, it } from 'vitest';
import { averageWord, CHART_PALETTE, gaugeProgress, trafficLight } from './grades.js';

describe('traffic light (evaluation and dashboard): up to 2 green, up to 4 yellow, else red', () => {
  it.each([
    [1, 'green'],
    [2, 'green'],
    [2.1, 'yellow'],
    [3.4, 'yellow'],
    [4, 'yellow'],
    [4.1, 'red'],
    [6, 'red'],
    [null, null],
  ])('%s → %s', (score, colour) => {
    expect(trafficLight(score)).toBe(colour);
  });
});

describe('average words by score: <1.5 Sehr gut … else Ungenügend', () => {
  it.each([
    [1, 'Sehr gut'],
    [1.4, 'Sehr gut'],
    [1.5, 'Gut'],
    [2.4, 'Gut'],
    [2.5, 'Befriedigend'],
    [3.4, 'Befriedigend'],
    [3.5, 'Ausreichend'],
    [3.6, 'Ausreichend'],
    [4.5, 'Mangelhaft'],
    [5.4, 'Mangelhaft'],
    [5.5, 'Ungenügend'],
    [6, 'Ungenügend'],
    [null, null],
  ])('%s → %s', (score, word) => {
    expect(averageWord(score)).toBe(word);
  });
});

describe('dashboard gauge: 100 − round(100/6 × score)', () => {
  it.each([
    [1, 83],
    [1.5, 75],
    [2.3, 62],
    [3, 50],
    [3.4, 43],
    [4.5, 25],
    [6, 0],
    [null, null],
  ])('score %s → %s', (score, progress) => {
    expect(gaugeProgress(score)).toBe(progress);
  });
});

describe('chart palette', () => {
  it('has 6 distinct hex colours, one per answer level', () => {
    expect(new Set(CHART_PALETTE).size).toBe(6);
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });
});
