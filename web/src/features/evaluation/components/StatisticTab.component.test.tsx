import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signIn } from '@/testing/render';
import type { EvaluationPointView, QuestionView } from '../utils/evaluation-view';
import { StatisticTab } from './StatisticTab';

const TOO_FEW = { minimum: 5, msg: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)' };

const hiddenQuestion = (questionId: string, questionText: string): QuestionView => ({
  questionId,
  questionText,
  inverted: false,
  scores: null,
  percentages: null,
  responseCount: 2,
  averageAnswer: null,
  answerScore: null,
  trend: null,
  comparisonResponseCount: 0,
  hidden: TOO_FEW,
  trendHidden: null,
});

const point: EvaluationPointView = {
  surveyId: 's1',
  module: 'Module_One',
  view: '1',
  round: 1,
  timestamp: Date.parse('2026-05-01T08:00:00Z'),
  numberSentTo: 10,
  numberCompleteAnswered: 2,
  numberPartiallyAnswered: 1,
  numberNotAnswered: 7,
  hidden: TOO_FEW,
  nodes: [],
  questionEvaluations: [
    hiddenQuestion('q1', 'Ich fühle mich bei der Arbeit wohl'),
    hiddenQuestion('q2', 'Ich kann meine Arbeit selbst einteilen'),
  ],
  personalQuestionEvaluations: [],
};

describe('Auswertung: Statistik', () => {
  it('counts who answered and, with too few answers, shows the threshold message instead of each chart', async () => {
    signIn();
    renderScreen(<StatisticTab current={point} points={[point]} />);
    expect(await screen.findByRole('tab', { name: 'Reaktion', selected: true })).toBeTruthy();
    const answered = screen.getByText('Beantwortet').parentElement;
    const notYet = screen.getByText('Noch nicht beantwortet').parentElement;
    if (!answered || !notYet) throw new Error('Kachel fehlt');
    expect(within(answered).getByText('2')).toBeTruthy();
    // Not yet answered: the partly and the not answered together.
    expect(within(notYet).getByText('8')).toBeTruthy();
    const cards = screen.getAllByTestId('statistic-question');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).getByTestId('anonymity-message').textContent).toBe(TOO_FEW.msg);
      expect(within(card).queryByRole('img')).toBeNull();
    }
    // The round's own notice above the questions, and one per question.
    expect(screen.getAllByTestId('anonymity-message')).toHaveLength(3);
  });
});
