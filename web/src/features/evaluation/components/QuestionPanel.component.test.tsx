import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signIn } from '@/testing/render';
import type { QuestionView } from '../utils/evaluation-view';
import { QuestionPanel } from './QuestionPanel';

const TOO_FEW = { minimum: 5, msg: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)' };

const question = (overrides: Partial<QuestionView> = {}): QuestionView => ({
  questionId: 'q1',
  questionText: 'Ich fühle mich bei der Arbeit wohl',
  inverted: false,
  scores: [0, 1, 1, 2, 4, 2],
  percentages: [0, 10, 10, 20, 40, 20],
  responseCount: 10,
  averageAnswer: 4.5,
  answerScore: 4.2,
  trend: null,
  comparisonResponseCount: 0,
  hidden: null,
  trendHidden: null,
  ...overrides,
});

describe('Auswertung: Fragenauswertung', () => {
  // jsdom draws no canvas (chart.js logs that it cannot); the table beside the chart is what a
  // screen reader reads, and what this test reads.
  it('shows the averages and, besides the chart, a table of respondents and percentages per answer', async () => {
    signIn();
    renderScreen(<QuestionPanel question={question()} onClose={() => {}} />);
    expect((await screen.findByTestId('question-title')).textContent).toBe(
      'Ich fühle mich bei der Arbeit wohl',
    );
    expect(screen.getByTestId('average-score').textContent).toMatch(/^4,2\b/);
    expect(screen.getByTestId('average-answer').textContent).toBe('4,5');
    const table = screen.getByRole('table', { name: 'Fragenauswertung' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Trifft überhaupt nicht zu', '0', '0,00 %'],
      ['Trifft nicht zu', '1', '10,00 %'],
      ['Trifft eher nicht zu', '1', '10,00 %'],
      ['Trifft eher zu', '2', '20,00 %'],
      ['Trifft zu', '4', '40,00 %'],
      ['Trifft voll und ganz zu', '2', '20,00 %'],
    ]);
  });

  it('marks an inverted question in its title', async () => {
    signIn();
    renderScreen(<QuestionPanel question={question({ inverted: true })} onClose={() => {}} />);
    expect((await screen.findByTestId('question-title')).textContent).toBe(
      'Ich fühle mich bei der Arbeit wohl (invertiert)',
    );
  });

  it('shows the threshold message instead of any figure when too few answered', async () => {
    signIn();
    renderScreen(
      <QuestionPanel
        question={question({
          scores: null,
          percentages: null,
          averageAnswer: null,
          answerScore: null,
          responseCount: 2,
          hidden: TOO_FEW,
        })}
        onClose={() => {}}
      />,
    );
    expect((await screen.findByTestId('anonymity-message')).textContent).toBe(TOO_FEW.msg);
    expect(screen.queryByTestId('average-score')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
