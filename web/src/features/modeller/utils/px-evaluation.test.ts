import type { ElementEvaluation, ModelProcessSurvey } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import type { BusinessObject, DiagramElement } from '../bpmn/types';
import {
  formatPxScore,
  HIDDEN_SCORE_GREY,
  processScoreBadge,
  pxOverviewCounts,
  scoreAnchors,
  scoreBadges,
} from './px-evaluation';

const element = (elementId: string, score: number | null, hidden = false): ElementEvaluation => ({
  elementId,
  elementName: elementId,
  score,
  responseCount: hidden ? 2 : 6,
  hidden: hidden
    ? { minimum: 5, msg: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)' }
    : null,
  questions: [],
});

const survey = (answeredCount: number, evaluationTimestampCount: number): ModelProcessSurvey => ({
  id: `s${answeredCount}`,
  title: 'Umfrage',
  createdDate: '2026-11-01T10:00:00.000Z',
  deadlineDate: null,
  commitHash: null,
  info: { state: 'ANSWERED', sendToCount: 10, answeredCount, evaluationTimestampCount },
});

describe('scoreBadges', () => {
  it('colours scores by the badge rule (below 3 green, below 5 amber) with the average word, greys hidden ones, skips unanswered', () => {
    const badges = scoreBadges([
      element('green', 2.5),
      element('amber', 3.4),
      element('red', 5),
      element('hidden', null, true),
      element('unanswered', null),
    ]);
    expect([...badges.keys()]).toEqual(['green', 'amber', 'red', 'hidden']);
    expect(badges.get('green')).toEqual({
      score: 2.5,
      color: '#4CAF50',
      label: 'Bewertung 2,5 – Befriedigend',
    });
    expect(badges.get('amber')).toMatchObject({ color: '#FF8F00', label: 'Bewertung 3,4 – Befriedigend' });
    expect(badges.get('red')).toMatchObject({ color: '#F44336', label: 'Bewertung 5,0 – Mangelhaft' });
    expect(badges.get('hidden')).toEqual({
      score: null,
      color: HIDDEN_SCORE_GREY,
      label: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)',
    });
  });

  it('writes scores with a decimal comma', () => {
    expect(formatPxScore(1)).toBe('1,0');
    expect(formatPxScore(2.25)).toBe('2,3');
  });
});

describe('pxOverviewCounts', () => {
  it('counts the surveys and sums their answers and evaluation points', () => {
    expect(pxOverviewCounts([survey(5, 1), survey(3, 2)])).toEqual({
      surveys: 2,
      answers: 8,
      evaluationPoints: 3,
    });
    expect(pxOverviewCounts([])).toEqual({ surveys: 0, answers: 0, evaluationPoints: 0 });
  });
});

/** A diagram element as bpmn-js registers it: shapes have a parent, the canvas root has none. */
function diagramElement(
  id: string,
  type: string,
  parent: DiagramElement | undefined,
  props: Record<string, unknown> = {},
): DiagramElement {
  const businessObject: BusinessObject = {
    $type: type,
    id,
    get: (name: string) => props[name],
    set: () => undefined,
  };
  return { id, type, businessObject, ...(parent ? { parent } : {}) };
}

function registry(elements: readonly DiagramElement[]) {
  return {
    get: (id: string) => elements.find((element) => element.id === id),
    filter: (fn: (element: DiagramElement) => boolean) => elements.filter(fn),
  };
}

describe('scoreAnchors: where an element’s score is drawn', () => {
  const collaboration = diagramElement('Collaboration_1', 'bpmn:Collaboration', undefined);
  const poolA = diagramElement('Pool_A', 'bpmn:Participant', collaboration, {
    processRef: { id: 'Process_A' },
  });
  const poolB = diagramElement('Pool_B', 'bpmn:Participant', collaboration, {
    processRef: { id: 'Process_B' },
  });
  const task = diagramElement('Task_1', 'bpmn:Task', poolA);

  it('puts a shape’s score on the shape itself', () => {
    expect(scoreAnchors('Task_1', registry([collaboration, poolA, task]))).toEqual([
      { kind: 'element', element: task },
    ]);
    expect(scoreAnchors('Pool_A', registry([collaboration, poolA, task]))).toEqual([
      { kind: 'element', element: poolA },
    ]);
  });

  it('puts a process’s score on the pool that shows that process, not on another pool', () => {
    expect(scoreAnchors('Process_B', registry([collaboration, poolA, poolB, task]))).toEqual([
      { kind: 'pool', element: poolB },
    ]);
  });

  it('puts the process’s score into the canvas corner when the process is the canvas root', () => {
    const root = diagramElement('Process_1', 'bpmn:Process', undefined);
    const onRoot = diagramElement('Task_1', 'bpmn:Task', root);
    expect(scoreAnchors('Process_1', registry([root, onRoot]))).toEqual([{ kind: 'canvas' }]);
  });

  it('draws nothing for an element this version of the diagram does not have', () => {
    expect(scoreAnchors('Task_gone', registry([collaboration, poolA, task]))).toEqual([]);
    expect(scoreAnchors('Collaboration_1', registry([collaboration, poolA]))).toEqual([]);
  });

  it('names a process badge as the process’s score, in the badge colour', () => {
    const [badge] = [...scoreBadges([element('Process_1', 1)]).values()];
    if (!badge) throw new Error('a scored element has a badge');
    expect(processScoreBadge(badge)).toEqual({
      score: 1,
      color: badge.color,
      label: 'Prozess: Bewertung 1,0 – Sehr gut',
      text: 'Prozess 1,0',
    });
  });
});
