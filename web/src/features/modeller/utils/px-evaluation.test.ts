import type { ElementEvaluation, ModelProcessSurvey } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { formatPxScore, HIDDEN_SCORE_GREY, pxOverviewCounts, scoreBadges } from './px-evaluation';

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
