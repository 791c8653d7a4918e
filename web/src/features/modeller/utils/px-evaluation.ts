import type { ElementEvaluation, ModelProcessSurvey } from '@prozesspuls/shared';
import { averageWord, SCORE_COLOUR_HEX, scoreColour } from '@prozesspuls/shared/px';
import type { PxScoreBadge } from '../bpmn/events';

/** Grey of a badge whose result is hidden below the anonymity threshold. */
export const HIDDEN_SCORE_GREY = '#BDBDBD';

/** '2,3' with the German decimal comma. */
export const formatPxScore = (score: number) => score.toFixed(1).replace('.', ',');

/**
 * The badge of one element: its score in the model editor's badge colour (below 3 green, below 5
 * amber, else red) with the average word
 * ('Bewertung 2,3 – Gut'); grey with the anonymity notice when hidden; none without answers.
 */
export function scoreBadge(element: ElementEvaluation): PxScoreBadge | null {
  if (element.hidden) return { score: null, color: HIDDEN_SCORE_GREY, label: element.hidden.msg };
  if (element.score === null) return null;
  const colour = scoreColour('modellerBadge', element.score);
  return {
    score: element.score,
    color: colour ? SCORE_COLOUR_HEX[colour] : HIDDEN_SCORE_GREY,
    label: `Bewertung ${formatPxScore(element.score)} – ${averageWord(element.score) ?? ''}`,
  };
}

/** The badges of an evaluation's elements, by element id. */
export function scoreBadges(elements: readonly ElementEvaluation[]): Map<string, PxScoreBadge> {
  const badges = new Map<string, PxScoreBadge>();
  for (const element of elements) {
    const badge = scoreBadge(element);
    if (badge) badges.set(element.elementId, badge);
  }
  return badges;
}

/** The PX overview's counts over all process surveys of the model: surveys, answers, evaluation points. */
export function pxOverviewCounts(surveys: readonly ModelProcessSurvey[]) {
  return {
    surveys: surveys.length,
    answers: surveys.reduce((sum, survey) => sum + survey.info.answeredCount, 0),
    evaluationPoints: surveys.reduce((sum, survey) => sum + survey.info.evaluationTimestampCount, 0),
  };
}
