import { describe, expect, it } from 'vitest';
import {
  answerLevelColours,
  averageWord,
  CHART_PALETTE,
  gaugeProgress,
  SCORE_COLOUR_HEX,
  scoreColour,
  scoreColourLegend,
  TRAFFIC_LIGHT_HEX,
  trafficLight,
} from './grades.js';

describe('how a score is shown: traffic light, average word and dashboard gauge', () => {
  // traffic light: up to 2 green, up to 4 yellow, else red; average word: <1.5 Sehr gut … else
  // Ungenügend; gauge: 100 − round(100/6 × score)
  it.each([
    [1, 'green', 'Sehr gut', 83],
    [1.4, 'green', 'Sehr gut', 77],
    [1.5, 'green', 'Gut', 75],
    [2, 'green', 'Gut', 67],
    [2.1, 'yellow', 'Gut', 65],
    [2.3, 'yellow', 'Gut', 62],
    [2.4, 'yellow', 'Gut', 60],
    [2.5, 'yellow', 'Befriedigend', 58],
    [3, 'yellow', 'Befriedigend', 50],
    [3.4, 'yellow', 'Befriedigend', 43],
    [3.5, 'yellow', 'Ausreichend', 42],
    [3.6, 'yellow', 'Ausreichend', 40],
    [4, 'yellow', 'Ausreichend', 33],
    [4.1, 'red', 'Ausreichend', 32],
    [4.5, 'red', 'Mangelhaft', 25],
    [5.4, 'red', 'Mangelhaft', 10],
    [5.5, 'red', 'Ungenügend', 8],
    [6, 'red', 'Ungenügend', 0],
    [null, null, null, null],
  ] as const)('score %s → %s, %s, gauge %s', (score, colour, word, progress) => {
    expect(trafficLight(score)).toBe(colour);
    expect(averageWord(score)).toBe(word);
    expect(gaugeProgress(score)).toBe(progress);
  });
});

describe('chart palette', () => {
  it('has 6 distinct hex colours, one per answer level', () => {
    expect(new Set(CHART_PALETTE).size).toBe(6);
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('the three score colour rules, each for its own view', () => {
  it.each([
    // score, evaluation traffic light, modeller badge, element panel
    [1, 'green', 'green', 'green'],
    [2, 'green', 'green', 'green'],
    [2.1, 'yellow', 'green', 'green'],
    [2.5, 'yellow', 'green', 'green'],
    [2.6, 'yellow', 'green', 'yellow'],
    [2.9, 'yellow', 'green', 'yellow'],
    [3, 'yellow', 'amber', 'yellow'],
    [4, 'yellow', 'amber', 'yellow'],
    [4.1, 'red', 'amber', 'yellow'],
    [4.5, 'red', 'amber', 'yellow'],
    [4.6, 'red', 'amber', 'red'],
    [4.9, 'red', 'amber', 'red'],
    [5, 'red', 'red', 'red'],
    [6, 'red', 'red', 'red'],
  ] as const)(
    'score %s → evaluation %s, modeller badge %s, element panel %s',
    (score, evaluation, badge, panel) => {
      expect(scoreColour('evaluation', score)).toBe(evaluation);
      expect(scoreColour('modellerBadge', score)).toBe(badge);
      expect(scoreColour('elementPanel', score)).toBe(panel);
    },
  );

  it('has no colour without a score', () => {
    expect(scoreColour('modellerBadge', null)).toBeNull();
    expect(scoreColour('elementPanel', null)).toBeNull();
  });

  it('shows amber in a colour distinct from the traffic light yellow', () => {
    expect(SCORE_COLOUR_HEX.amber).not.toBe(SCORE_COLOUR_HEX.yellow);
  });

  it('writes each legend in German with the bounds of its rule', () => {
    expect(scoreColourLegend('evaluation').map((line) => line.text)).toEqual([
      'Grün: bis 2',
      'Gelb: über 2 bis 4',
      'Rot: über 4',
    ]);
    expect(scoreColourLegend('modellerBadge').map((line) => line.text)).toEqual([
      'Grün: unter 3',
      'Orange: 3 bis unter 5',
      'Rot: ab 5',
    ]);
    expect(scoreColourLegend('elementPanel').map((line) => line.text)).toEqual([
      'Grün: bis 2,5',
      'Gelb: über 2,5 bis 4,5',
      'Rot: über 4,5',
    ]);
  });
});

describe('answerLevelColours', () => {
  const { green, yellow, red } = TRAFFIC_LIGHT_HEX;

  it('colours full agreement green on an inverted question, whose agreement is good', () => {
    expect(answerLevelColours(true)).toEqual([red, red, yellow, yellow, green, green]);
  });

  it('colours full agreement red on a strain question, whose agreement is bad', () => {
    expect(answerLevelColours(false)).toEqual([green, green, yellow, yellow, red, red]);
  });

  it('gives each level the traffic light of the score it yields', () => {
    for (const inverted of [true, false]) {
      answerLevelColours(inverted).forEach((colour, index) => {
        const level = (index + 1) as 1 | 2 | 3 | 4 | 5 | 6;
        const light = trafficLight(inverted ? 7 - level : level);
        expect(colour).toBe(light ? TRAFFIC_LIGHT_HEX[light] : undefined);
      });
    }
  });
});
