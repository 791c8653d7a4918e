import { roundHalfUp } from './rounding.js';

/**
 * How a score (1 best … 6 worst, school grades) is shown. All rules take the stored score, already
 * rounded to 1 decimal, so the colour and word always match the number on screen.
 */

export type TrafficLight = 'green' | 'yellow' | 'red';

/**
 * Traffic light of the evaluation screen (seed 002 §9) and the dashboard (seed 001 §9): up to 2
 * green, above 2 up to 4 yellow, above 4 red. Null without a score.
 */
export function trafficLight(score: number | null): TrafficLight | null {
  if (score === null) return null;
  if (score <= 2) return 'green';
  if (score <= 4) return 'yellow';
  return 'red';
}

export const TRAFFIC_LIGHT_HEX: Readonly<Record<TrafficLight, string>> = {
  green: '#4CAF50',
  yellow: '#FFC107',
  red: '#F44336',
};

export type AverageWord = 'Sehr gut' | 'Gut' | 'Befriedigend' | 'Ausreichend' | 'Mangelhaft' | 'Ungenügend';

const AVERAGE_WORDS: readonly (readonly [number, AverageWord])[] = [
  [1.5, 'Sehr gut'],
  [2.5, 'Gut'],
  [3.5, 'Befriedigend'],
  [4.5, 'Ausreichend'],
  [5.5, 'Mangelhaft'],
];

/** Average-answer word by score (seed 002 §9): <1.5, <2.5, <3.5, <4.5, <5.5, else Ungenügend. */
export function averageWord(score: number | null): AverageWord | null {
  if (score === null) return null;
  for (const [below, word] of AVERAGE_WORDS) if (score < below) return word;
  return 'Ungenügend';
}

/** Dashboard gauge (seed 001 §2): 100 − round(100/6 × score), half up; null without a score. */
export function gaugeProgress(score: number | null): number | null {
  if (score === null) return null;
  return 100 - roundHalfUp((100 * score) / 6, 0);
}

/**
 * Chart palette for the evaluation charts (seed 002 §9 gives only "6 colours"): index i colours
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
