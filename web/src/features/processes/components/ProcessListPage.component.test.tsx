import type { FolderDetails, ProcessSummary } from '@prozesspuls/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { ProcessListPage } from './ProcessListPage';

/** Dialog flows render many MUI parts; on a busy shared machine they take longer than the default. */
const SLOW = 120_000;

const OWN_ROLE = { id: 'r1', roleTitle: 'Modellierer' };

const folder = (id: string, folderName: string): FolderDetails => ({
  id,
  folderName,
  createdBy: 'user-1',
  createdDate: '2026-03-01T08:00:00Z',
  folderPermissions: [{ roleId: OWN_ROLE.id, permissions: { PROCESS_READ: true, PROCESS_WRITE: true } }],
  sharedUsers: [],
  isCreator: true,
  canWrite: true,
  processes: [],
});

const model = (uuid: string, fileName: string, folderId: string): ProcessSummary => ({
  uuid,
  fileName,
  folderId,
  initiator: 'user-1',
  isOwn: true,
  isShared: false,
  canEdit: true,
  creationDate: '2026-03-02T08:00:00Z',
  currentEditor: null,
  surveyCount: 0,
  characteristic: null,
  reviewDueAt: null,
  release: null,
});

/** The stand-in API of the list: folders and models held here, changed by the screen's writes. */
function serveList(initial: { folders: FolderDetails[]; models: ProcessSummary[] }) {
  const state = { ...initial, sent: [] as unknown[] };
  server.use(
    contractHandler('getFolder', () => state.folders),
    contractHandler('getBpmn', () => state.models),
    contractHandler('getConnectedRessourceRessourceTypeByType', () => []),
    contractHandler('getProcessCharacteristic', () => []),
    contractHandler('getBpmnReleaseReviewer', () => []),
    contractHandler('getRole', () => [{ ...OWN_ROLE, permissions: {} }]),
    contractHandler('getPermissionProcess', () => [
      { name: 'PROCESS_READ', label: 'Anzeigen', description: 'Prozesse anzeigen' },
      { name: 'PROCESS_WRITE', label: 'Bearbeiten', description: 'Prozesse bearbeiten' },
    ]),
    contractHandler('postFolder', ({ body }) => {
      state.sent.push(body);
      const created = folder('f-neu', (body as { folderName: string }).folderName);
      state.folders = [...state.folders, created];
      return { id: created.id };
    }),
    contractHandler('putFolderById', ({ params, body }) => {
      state.sent.push(body);
      const { folderName } = body as { folderName: string };
      state.folders = state.folders.map((f) => (f.id === params.id ? { ...f, folderName } : f));
      return undefined;
    }),
    contractHandler('deleteBpmnByUuid', ({ params }) => {
      state.models = state.models.filter((m) => m.uuid !== params.uuid);
      return undefined;
    }),
  );
  return state;
}

const renderList = () =>
  renderScreen(
    <ProcessListPage user={{ userId: 'user-1', roles: [OWN_ROLE] }} renderShareDialog={() => null} />,
    { path: '/processList' },
  );

beforeEach(() => {
  signIn();
  window.sessionStorage.clear();
});

describe('Prozessliste (/processList)', () => {
  it('lists the folders with their process counts and shows a folder’s processes when opened', async () => {
    serveList({
      folders: [folder('f1', 'Einkauf'), folder('f2', 'Vertrieb')],
      models: [model('m1', 'Bestellung', 'f1'), model('m2', 'Rechnungsprüfung', 'f1')],
    });
    renderList();
    const einkauf = (await screen.findByText('Einkauf')).closest('tr');
    if (!einkauf) throw new Error('Zeile fehlt');
    expect(within(einkauf).getByText('2 Prozesse')).toBeTruthy();
    expect(screen.getByText('Vertrieb')).toBeTruthy();
    expect(screen.queryByText('Bestellung')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ordner Einkauf aufklappen' }));
    expect(await screen.findByText('Bestellung')).toBeTruthy();
    expect(screen.getByText('Rechnungsprüfung')).toBeTruthy();
  });

  it('says so when there are no processes', async () => {
    serveList({ folders: [], models: [] });
    renderList();
    expect(await screen.findByText('Es sind keine Prozesse verfügbar')).toBeTruthy();
  });

  it('shows the German message when the folders cannot be read', async () => {
    serveList({ folders: [], models: [] });
    server.use(contractHandler('getFolder', () => failure(503, 'Der Dienst ist gerade nicht erreichbar.')));
    renderList();
    expect(await screen.findByText('Der Dienst ist gerade nicht erreichbar.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Prozesse' })).toBeNull();
  });

  it('creates a folder: an empty name is refused in German, the named folder is sent and listed', {
    timeout: SLOW,
  }, async () => {
    const api = serveList({ folders: [folder('f1', 'Einkauf')], models: [] });
    renderList();
    const user = userEvent.setup();
    await screen.findByText('Einkauf');
    await user.click(screen.getByRole('button', { name: 'Neuer Ordner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Ordner' });
    await within(dialog).findByRole('table', { name: 'Berechtigungen je Rolle' });
    await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    expect(await within(dialog).findByText('Sie müssen den Ordnernamen ausfüllen!')).toBeTruthy();
    expect(api.sent).toEqual([]);
    await user.click(within(dialog).getByLabelText(/Ordnername/));
    await user.paste('  Personal ');
    await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText('Personal')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent).toEqual([
      {
        folderName: 'Personal',
        folderPermissions: [{ roleId: 'r1', permissions: { PROCESS_READ: true, PROCESS_WRITE: true } }],
      },
    ]);
  });

  it('renames a folder through its edit dialog', { timeout: SLOW }, async () => {
    const api = serveList({ folders: [folder('f1', 'Einkauf')], models: [] });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ordner bearbeiten: Einkauf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordner bearbeiten' });
    const name = within(dialog).getByLabelText(/Ordnername/);
    expect((name as HTMLInputElement).value).toBe('Einkauf');
    await user.clear(name);
    await user.paste('Beschaffung');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Beschaffung')).toBeTruthy();
    expect(screen.queryByText('Einkauf')).toBeNull();
    expect(api.sent).toMatchObject([{ folderName: 'Beschaffung' }]);
  });

  it('deletes a process only after the confirmation, and keeps it when cancelled', {
    timeout: SLOW,
  }, async () => {
    const api = serveList({
      folders: [folder('f1', 'Einkauf')],
      models: [model('m1', 'Bestellung', 'f1'), model('m2', 'Rechnungsprüfung', 'f1')],
    });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ordner Einkauf aufklappen' }));
    const askToDelete = async () => {
      await user.click(await screen.findByRole('button', { name: 'Weitere Aktionen für Bestellung' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
      return screen.findByRole('dialog', { name: 'Prozessmodell löschen' });
    };
    const first = await askToDelete();
    expect(
      within(first).getByText(/Möchten Sie das Prozessmodell "Bestellung" wirklich löschen\?/),
    ).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.models).toHaveLength(2);

    const second = await askToDelete();
    await user.click(within(second).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByText('Bestellung')).toBeNull());
    expect(await screen.findByText('Das Prozessmodell wurde gelöscht')).toBeTruthy();
    expect(screen.getByText('Rechnungsprüfung')).toBeTruthy();
    expect(api.models.map((m) => m.uuid)).toEqual(['m2']);
  });
});
