import { ANSWER_LEVELS, scoreOfLevel } from '../scale.js';
import { roundHalfUp } from './rounding.js';

/**
 * How a score (1 best … 6 worst, school grades) is shown. All rules take the stored score, already
 * rounded to 1 decimal, so the colour and word always match the number on screen.
 */

export type TrafficLight = 'green' | 'yellow' | 'red';

/** The colour a score is shown in: the traffic light's three plus the model editor's amber. */
export type ScoreColour = TrafficLight | 'amber';

/**
 * One colour rule over the score scale: green up to `green`, the middle colour up to `middle`,
 * red above. `inclusive` says whether a score equal to a bound still takes the better colour.
 */
export interface ScoreColourRule {
  readonly green: number;
  readonly middle: number;
  readonly inclusive: boolean;
  readonly middleColour: 'yellow' | 'amber';
}

/**
 * Three score colour rules, deliberately different, each for its own view; they
 * are kept apart so a score of 2,5 is yellow in the evaluation but green on a modeller badge.
 * - `evaluation`: the evaluation's traffic light (also the dashboard): ≤ 2 green,
 *   ≤ 4 yellow, else red.
 * - `modellerBadge`: the score badges on elements in the model editor: below 3 green,
 *   below 5 amber, otherwise red.
 * - `elementPanel`: the element evaluation panel in the modeller: ≤ 2,5 green, ≤ 4,5 yellow,
 *   else red.
 */
export const SCORE_COLOUR_RULES = {
  evaluation: { green: 2, middle: 4, inclusive: true, middleColour: 'yellow' },
  modellerBadge: { green: 3, middle: 5, inclusive: false, middleColour: 'amber' },
  elementPanel: { green: 2.5, middle: 4.5, inclusive: true, middleColour: 'yellow' },
} as const satisfies Record<string, ScoreColourRule>;

export type ScoreColourRuleName = keyof typeof SCORE_COLOUR_RULES;

/** The colour of a score under a named rule; null without a score. */
export function scoreColour(rule: ScoreColourRuleName, score: number | null): ScoreColour | null {
  if (score === null) return null;
  const { green, middle, inclusive, middleColour } = SCORE_COLOUR_RULES[rule];
  const within = (bound: number) => (inclusive ? score <= bound : score < bound);
  if (within(green)) return 'green';
  if (within(middle)) return middleColour;
  return 'red';
}

/**
 * Traffic light of the evaluation screen and the dashboard: up to 2
 * green, above 2 up to 4 yellow, above 4 red. Null without a score.
 */
export function trafficLight(score: number | null): TrafficLight | null {
  const colour = scoreColour('evaluation', score);
  return colour === 'amber' ? 'yellow' : colour;
}

export const TRAFFIC_LIGHT_HEX: Readonly<Record<TrafficLight, string>> = {
  green: '#4CAF50',
  yellow: '#FFC107',
  red: '#F44336',
};

/** Hex of every score colour; amber is darker than the traffic light's yellow to tell them apart. */
export const SCORE_COLOUR_HEX: Readonly<Record<ScoreColour, string>> = {
  ...TRAFFIC_LIGHT_HEX,
  amber: '#FF8F00',
};

const COLOUR_WORDS: Readonly<Record<ScoreColour, string>> = {
  green: 'Grün',
  yellow: 'Gelb',
  amber: 'Orange',
  red: 'Rot',
};

const germanNumber = (value: number) => String(value).replace('.', ',');

/**
 * The legend of a rule, one German line per colour, for the view that uses it
 * ('Grün: bis 2', 'Gelb: über 2 bis 4', 'Rot: über 4' for the evaluation).
 */
export function scoreColourLegend(
  rule: ScoreColourRuleName,
): readonly { readonly colour: ScoreColour; readonly text: string }[] {
  const { green, middle, inclusive, middleColour } = SCORE_COLOUR_RULES[rule];
  const g = germanNumber(green);
  const m = germanNumber(middle);
  const lines: [ScoreColour, string][] = inclusive
    ? [
        ['green', `bis ${g}`],
        [middleColour, `über ${g} bis ${m}`],
        ['red', `über ${m}`],
      ]
    : [
        ['green', `unter ${g}`],
        [middleColour, `${g} bis unter ${m}`],
        ['red', `ab ${m}`],
      ];
  return lines.map(([colour, range]) => ({ colour, text: `${COLOUR_WORDS[colour]}: ${range}` }));
}

export type AverageWord = 'Sehr gut' | 'Gut' | 'Befriedigend' | 'Ausreichend' | 'Mangelhaft' | 'Ungenügend';

const AVERAGE_WORDS: readonly (readonly [number, AverageWord])[] = [
  [1.5, 'Sehr gut'],
  [2.5, 'Gut'],
  [3.5, 'Befriedigend'],
  [4.5, 'Ausreichend'],
  [5.5, 'Mangelhaft'],
];

/** Average-answer word by score: <1.5, <2.5, <3.5, <4.5, <5.5, else Ungenügend. */
export function averageWord(score: number | null): AverageWord | null {
  if (score === null) return null;
  for (const [below, word] of AVERAGE_WORDS) if (score < below) return word;
  return 'Ungenügend';
}

/** Dashboard gauge: 100 − round(100/6 × score), half up; null without a score. */
export function gaugeProgress(score: number | null): number | null {
  if (score === null) return null;
  return 100 - roundHalfUp((100 * score) / 6, 0);
}

/**
 * Chart palette for the evaluation charts (the requirements ask only for "6 colours"): index i colours
 * answer level i + 1 and the i-th series. The theme's primary orange and secondary indigo, then
 * the traffic-light colours and a neutral grey, all distinguishable for common colour blindness
 * when paired with labels.
 */
export const CHART_PALETTE: readonly [string, string, string, string, string, string] = [
  '#FC9861',
  '#3F51B5',
  '#4CAF50',
  '#FFC107',
  '#F44336',
  '#9E9E9E',
];

/**
 * The bar colour of each answer level (index 0 = level 1) in a question's answer distribution:
 * the colour of the score that level gives, after inversion (good green, bad red, the evaluation's
 * traffic light). So 'Trifft voll und ganz zu' is green on an inverted question, whose agreement
 * is good, and red on a strain question, whose agreement is bad.
 */
export function answerLevelColours(inverted: boolean): readonly string[] {
  return ANSWER_LEVELS.map(
    (level) => TRAFFIC_LIGHT_HEX[trafficLight(scoreOfLevel(level, inverted)) ?? 'red'],
  );
}
