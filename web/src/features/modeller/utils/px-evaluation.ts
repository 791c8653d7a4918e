import type { ElementEvaluation, ModelProcessSurvey } from '@prozesspuls/shared';
import { averageWord, SCORE_COLOUR_HEX, scoreColour } from '@prozesspuls/shared/px';
import { isShape } from '../bpmn/elements';
import type { PxScoreBadge } from '../bpmn/events';
import type { DiagramElement, ElementRegistryLike } from '../bpmn/types';

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

/**
 * Where the score of a survey element is drawn on the canvas. An element with a shape carries it
 * itself. A process (questions of kind Process) has no shape: its score goes on the pool(s) that
 * show it, or, in a diagram without pools where the process is the canvas root, in the canvas
 * corner. Anything else (an element no longer in this version) shows no badge.
 */
export type ScoreAnchor =
  | { readonly kind: 'element'; readonly element: DiagramElement }
  | { readonly kind: 'pool'; readonly element: DiagramElement }
  | { readonly kind: 'canvas' };

const processRefId = (element: DiagramElement): string | undefined => {
  const ref: unknown = element.businessObject.get('processRef');
  return ref && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'string' ? ref.id : undefined;
};

export function scoreAnchors(
  elementId: string,
  registry: Pick<ElementRegistryLike, 'get' | 'filter'>,
): ScoreAnchor[] {
  const element = registry.get(elementId);
  if (element && isShape(element)) return [{ kind: 'element', element }];
  const pools = registry.filter(
    (candidate) =>
      candidate.type === 'bpmn:Participant' && isShape(candidate) && processRefId(candidate) === elementId,
  );
  if (pools.length > 0) return pools.map((pool) => ({ kind: 'pool', element: pool }));
  if (element && element.businessObject.$type === 'bpmn:Process') return [{ kind: 'canvas' }];
  return [];
}

/** The badge of a process's score: named as the process's, since it sits on a pool or the canvas. */
export function processScoreBadge(badge: PxScoreBadge): PxScoreBadge & { readonly text: string } {
  const score = badge.score === null ? '–' : formatPxScore(badge.score);
  return { ...badge, label: `Prozess: ${badge.label}`, text: `Prozess ${score}` };
}
