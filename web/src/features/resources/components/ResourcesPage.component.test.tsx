import type { ConnectedResource } from '@prozesspuls/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { ResourcesPage } from './ResourcesPage';

const department = (id: string, name: string, createdDate: string): ConnectedResource => ({
  id,
  type: 'DEPARTMENT',
  name,
  friendlyName: null,
  description: null,
  color: '#FC9861',
  connected: false,
  createdDate,
});

/** Renders the page for an editor, the API answering each type's objects from `byType` (none for a type it leaves out). */
const renderWithObjects = (byType: Readonly<Record<string, ConnectedResource[]>>) => {
  server.use(
    contractHandler('getConnectedRessourceRessourceTypeByType', ({ params }) => byType[params.type] ?? []),
  );
  renderScreen(<ResourcesPage canEdit />);
};

beforeEach(signIn);

describe('Prozessobjekte (/contextItems)', () => {
  it('lists the departments the API answers, newest first', async () => {
    renderWithObjects({
      DEPARTMENT: [
        department('d1', 'Einkauf', '2026-01-01T00:00:00Z'),
        department('d2', 'Vertrieb', '2026-02-01T00:00:00Z'),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Abteilungen' });
    await within(table).findByText('Vertrieb');
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Vertrieb', 'Einkauf']);
  });

  it('shows the empty state when the client has no objects of the type', async () => {
    renderWithObjects({});
    expect(await screen.findByText('Es sind noch keine Objekte vorhanden')).toBeTruthy();
  });

  it('shows the German message of a refused read', async () => {
    server.use(
      contractHandler('getConnectedRessourceRessourceTypeByType', () =>
        failure(403, 'Dafür fehlt Ihnen die Berechtigung.'),
      ),
    );
    renderScreen(<ResourcesPage canEdit />);
    expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeTruthy();
  });

  it('deleting an object re-reads the list, which no longer shows it', async () => {
    let stored = [
      department('d1', 'Einkauf', '2026-01-01T00:00:00Z'),
      department('d2', 'Vertrieb', '2026-02-01T00:00:00Z'),
    ];
    let reads = 0;
    server.use(
      contractHandler('getConnectedRessourceRessourceTypeByType', () => {
        reads += 1;
        return stored;
      }),
      contractHandler('deleteConnectedRessourceById', ({ params }) => {
        stored = stored.filter((item) => item.id !== params.id);
        return undefined;
      }),
    );
    renderScreen(<ResourcesPage canEdit />);
    const user = userEvent.setup();
    // The row actions show on hover (CSS visibility), so they are found by their label.
    await user.click(await screen.findByLabelText('Löschen Einkauf'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByText('Einkauf')).toBeNull());
    expect(screen.getByText('Vertrieb')).toBeTruthy();
    expect(reads).toBe(2);
  });
});
