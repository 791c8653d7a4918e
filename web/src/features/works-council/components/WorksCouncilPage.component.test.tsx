import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { WorksCouncilPage } from './WorksCouncilPage';

beforeEach(signIn);

const section = (name: string) => screen.getByRole('region', { name });

describe('WorksCouncilPage', () => {
  it('lists who opened which evaluation and says so when there are no questionnaires yet', async () => {
    server.use(
      contractHandler('getPxEvaluationWorksCouncil', () => ({ approvalRequired: true })),
      contractHandler('getPxSurvey', () => []),
      contractHandler('getPxEvaluationAccessLog', () => [
        {
          id: 'zugriff-1',
          at: Date.UTC(2026, 2, 3, 9, 30),
          userId: 'u-1',
          userName: 'Erika Muster',
          kind: 'SURVEY_EVALUATION' as const,
          objectId: 'umfrage-1',
          title: 'Bindung 2026',
        },
      ]),
    );
    renderScreen(<WorksCouncilPage />);
    const log = section('Zugriffsprotokoll der Auswertungen');
    const row = await within(log).findByTestId('access-log-entry');
    expect(row.textContent).toContain('Erika Muster');
    expect(row.textContent).toContain('Auswertung einer Umfrage');
    expect(row.textContent).toContain('Bindung 2026');
    expect(within(log).getByRole('columnheader', { name: 'Person' })).toBeTruthy();
    expect(await within(section('Fragebögen')).findByText('Es gibt noch keine Umfrage.')).toBeTruthy();
    expect(within(section('Fragebögen')).queryByRole('table')).toBeNull();
  });

  it('shows a failed load of the access log with a way to try again and no table', async () => {
    server.use(
      contractHandler('getPxEvaluationWorksCouncil', () => ({ approvalRequired: false })),
      contractHandler('getPxSurvey', () => []),
      contractHandler('getPxEvaluationAccessLog', () => failure(403, 'Dafür fehlt Ihnen die Berechtigung.')),
    );
    renderScreen(<WorksCouncilPage />);
    const log = section('Zugriffsprotokoll der Auswertungen');
    expect(await within(log).findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(within(log).queryByRole('table')).toBeNull();
  });
});
