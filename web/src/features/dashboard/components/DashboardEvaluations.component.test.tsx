import type { DashboardEvaluation, RedactedEvaluationNode } from '@prozesspuls/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import DashboardEvaluations from './DashboardEvaluations';

const TOO_FEW = { minimum: 5, msg: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)' };

const node = (
  id: string,
  name: string,
  nodeType: string,
  score: number | null,
  hidden: RedactedEvaluationNode['hidden'] = null,
): RedactedEvaluationNode => ({
  id,
  name,
  nodeType,
  parentId: null,
  score,
  trend: null,
  comparisonResponseCount: 0,
  responseCount: hidden ? 2 : 12,
  children: [],
  questionEvaluation: [],
  hidden,
  trendHidden: null,
});

const evaluation = (
  surveyTitle: string,
  view: DashboardEvaluation['view'],
  nodes: RedactedEvaluationNode[],
): DashboardEvaluation => ({
  surveyId: `s-${surveyTitle}`,
  surveyTitle,
  module: view === '2' ? 'Module_Two' : 'Module_One',
  view,
  round: 1,
  timestamp: Date.parse('2026-05-01T08:00:00Z'),
  numberCompleteAnswered: 12,
  hidden: null,
  nodes,
});

const cardTitled = async (name: string) => {
  const card = (await screen.findByRole('heading', { name })).closest<HTMLElement>(
    '[data-testid="dashboard-card"]',
  );
  if (!card) throw new Error(`Karte ${name} fehlt`);
  return card;
};

/**
 * Renders the cards, the API answering each module's evaluations from `byModule` (none for a module
 * it leaves out) and noting the modules it was asked for in `asked`.
 */
const renderWithEvaluations = (
  byModule: Readonly<Record<string, DashboardEvaluation[]>>,
  asked: string[] = [],
) => {
  server.use(
    contractHandler('getPxEvaluationModuleByModule', ({ params }) => {
      asked.push(params.module);
      return byModule[params.module] ?? [];
    }),
  );
  renderScreen(<DashboardEvaluations />);
};

beforeEach(signIn);

describe('Startseite: Auswertungen', () => {
  it('shows a card per result with its score, and the threshold message where too few answered', async () => {
    renderWithEvaluations({
      '1.1': [
        evaluation('Mitarbeiterbefragung', '1.1', [
          node('n1', 'Arbeitszufriedenheit', 'OUTCOME', 4.5),
          node('n2', 'Bindung', 'OUTCOME', null, TOO_FEW),
        ]),
      ],
    });
    const satisfied = await cardTitled('Arbeitszufriedenheit');
    expect(within(satisfied).getByRole('meter', { name: 'Score 4,5' })).toBeTruthy();
    expect(within(satisfied).getByText('Umfrage: Mitarbeiterbefragung')).toBeTruthy();
    expect(within(satisfied).queryByTestId('anonymity-message')).toBeNull();
    const bound = await cardTitled('Bindung');
    expect(within(bound).getByRole('meter', { name: 'Kein Score' })).toBeTruthy();
    expect(within(bound).getByText(TOO_FEW.msg)).toBeTruthy();
  });

  it('reads the chosen module when its tab is opened', async () => {
    const asked: string[] = [];
    renderWithEvaluations(
      { '2': [evaluation('Job-Fit 2026', '2', [node('n3', 'Handlungsspielraum', 'CATEGORY', 2.0)])] },
      asked,
    );
    await screen.findByText('Für Umfragen in diesem Modul sind noch keine Auswertungen vorhanden.');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Job-Fit-Modul' }));
    const card = await cardTitled('Handlungsspielraum');
    expect(within(card).getByRole('meter', { name: 'Score 2,0' })).toBeTruthy();
    expect(asked).toEqual(['1.1', '2']);
  });

  it('says so and links to the surveys when a module has no evaluation yet', async () => {
    renderWithEvaluations({});
    expect(
      await screen.findByText('Für Umfragen in diesem Modul sind noch keine Auswertungen vorhanden.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Umfragen' })).toBeTruthy();
  });

  it('shows the German message when the evaluations are refused', async () => {
    server.use(
      contractHandler('getPxEvaluationModuleByModule', () =>
        failure(403, 'Dafür fehlt Ihnen die Berechtigung.'),
      ),
    );
    renderScreen(<DashboardEvaluations />);
    expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeTruthy();
  });
});
