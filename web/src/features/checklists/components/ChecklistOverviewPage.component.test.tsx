import type { ChecklistSummary } from '@prozesspuls/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { ChecklistOverviewPage } from './ChecklistOverviewPage';

/** Dialog flows render many MUI parts; on a busy shared machine they take longer than the default. */
const SLOW = 120_000;

const checklist = (id: string, name: string, creator: string, currentStep: number): ChecklistSummary => ({
  id,
  name,
  description: '',
  creator,
  creatorName: creator === 'user-1' ? 'Ich Selbst' : 'Anna Berg',
  createdDate: '2026-04-01T08:00:00Z',
  currentStep,
  currentStepState: 0,
  mod1surveyId: -1,
  mod2surveyId: -1,
  skipStep4: false,
});

/** Where the screen navigated to (the create dialog opens the new checklist). */
function Location() {
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

const renderOverview = () =>
  renderScreen(
    <>
      <ChecklistOverviewPage />
      <Location />
    </>,
    { path: '/checklists' },
  );

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Renders the overview with the API listing `checklists`; its table once the rows show. */
const tableListing = async (...checklists: ChecklistSummary[]) => {
  server.use(contractHandler('getChecklist', () => checklists));
  renderOverview();
  const table = await screen.findByRole('table', { name: 'Checkliste der Innovationsprozesse' });
  await waitFor(() => expect(rowNames(table)).toHaveLength(checklists.length));
  return table;
};

beforeEach(signIn);

describe('Checkliste der Innovationsprozesse (Übersicht)', () => {
  it('lists every checklist, and only the own ones under “Meine Checklisten”', async () => {
    const table = await tableListing(
      checklist('c1', 'Roboter im Lager', 'user-1', 0),
      checklist('c2', 'Digitale Akte', 'user-2', 2),
    );
    expect(rowNames(table).sort()).toEqual(['Digitale Akte', 'Roboter im Lager']);
    await userEvent.setup().click(screen.getByRole('tab', { name: /Meine Checklisten/ }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Roboter im Lager']));
  });

  it('sorts by a clicked column, descending first, and turns the order around on a second click', async () => {
    const table = await tableListing(
      checklist('c1', 'Digitale Akte', 'user-1', 0),
      checklist('c2', 'Roboter im Lager', 'user-2', 2),
    );
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(rowNames(table)).toEqual(['Roboter im Lager', 'Digitale Akte']);
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(rowNames(table)).toEqual(['Digitale Akte', 'Roboter im Lager']);
  });

  it('says so when there is no checklist', async () => {
    server.use(contractHandler('getChecklist', () => []));
    renderOverview();
    expect(await screen.findByText('Noch keine Checklisten in dieser Ansicht.')).toBeTruthy();
  });

  it('shows the German message when the list is refused', async () => {
    server.use(contractHandler('getChecklist', () => failure(403, 'Dafür fehlt Ihnen die Berechtigung.')));
    renderOverview();
    expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeTruthy();
  });

  it('creates a checklist only with a title and opens it', { timeout: SLOW }, async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler('getChecklist', () => []),
      contractHandler('getPxSurveyModuleByModule', () => []),
      contractHandler('postChecklist', ({ body }) => {
        sent.push(body);
        return { id: 'c-neu' };
      }),
    );
    renderOverview();
    const user = userEvent.setup();
    await screen.findByText('Noch keine Checklisten in dieser Ansicht.');
    await user.click(screen.getByRole('button', { name: 'Neue Checkliste' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Erstellen' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByLabelText(/Titel/));
    await user.paste('  Roboter im Lager ');
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText('Adresse').textContent).toContain('c-neu'));
    // As the handler parses it: 'Umfrage später verknüpfen' (-1) is no linked survey.
    expect(sent).toMatchObject([{ name: 'Roboter im Lager', description: '', mod1surveyId: null }]);
  });

  it('deletes a checklist after the confirmation', { timeout: SLOW }, async () => {
    let stored = [
      checklist('c1', 'Roboter im Lager', 'user-1', 0),
      checklist('c2', 'Digitale Akte', 'user-1', 1),
    ];
    server.use(
      contractHandler('getChecklist', () => stored),
      contractHandler('deleteChecklistById', ({ params }) => {
        stored = stored.filter((c) => c.id !== params.id);
        return undefined;
      }),
    );
    renderOverview();
    const user = userEvent.setup();
    const row = (await screen.findByText('Roboter im Lager')).closest('tr');
    if (!row) throw new Error('Zeile fehlt');
    await user.click(within(row).getByRole('button', { name: 'Checkliste löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkliste löschen' });
    expect(within(dialog).getByText(/„Roboter im Lager“ wirklich löschen/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByText('Roboter im Lager')).toBeNull());
    expect(await screen.findByText('Die Checkliste wurde gelöscht.')).toBeTruthy();
    expect(screen.getByText('Digitale Akte')).toBeTruthy();
  });
});
