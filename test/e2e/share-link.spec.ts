import type { Page } from '@playwright/test';
import { taskRowDiagram } from '../fixtures/diagrams';
import { DEMO_USERS, expect, test } from './fixtures';
import { element, newUniqueModel, shapes, startEditing } from './modeller-helpers';
import { api, expandFolder, openProcessList, searchFor, unique } from './processes-helpers';

const DIAGRAM = taskRowDiagram('Process_Link', [
  { id: 'Task_Bleibt', name: 'Bleibt' },
  { id: 'Task_Weg', name: 'Wird per Link gelöscht' },
]);

/** The status of a call with the page's own session (no assertion, unlike the api helper). */
async function statusOf(page: Page, path: string): Promise<number> {
  const raw = await page.evaluate<string | null>("localStorage.getItem('prozesspuls.session')");
  const token = raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  const response = await page.request.fetch(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status();
}

async function openShareDialog(page: Page, name: string) {
  await openProcessList(page);
  await searchFor(page, name);
  await expandFolder(page, 'Default');
  await page.getByRole('button', { name: `Weitere Aktionen für ${name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Teilen' }).click();
  return page.getByRole('dialog', { name: `Prozessmodell "${name}" teilen` });
}

test.describe('share links', () => {
  test('a user working in the other demo client edits the model through the link; revoked, the link is dead', async ({
    page,
    anotherPerson,
  }) => {
    // Two users, the process list, the modeller and a save: longer than the default minute.
    test.setTimeout(150_000);
    const { name, uuid } = await newUniqueModel(page, 'Per Link', DIAGRAM);

    const dialog = await openShareDialog(page, name);
    await expect(dialog.getByText('Es besteht kein Freigabelink.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Link erzeugen' }).click();
    const url = await dialog.getByTestId('share-link-url').inputValue();
    expect(url).toMatch(new RegExp(`/modelEdit/${uuid}/share/1/[A-Za-z0-9_-]{43}$`));
    await expect(dialog.getByText(/Gültig bis/)).toBeVisible();
    // One button copies the link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(dialog.getByText('Der Link wurde in die Zwischenablage kopiert.')).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);
    // Shown again when the dialog is opened later.
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    const reopened = await openShareDialog(page, name);
    await expect(reopened.getByTestId('share-link-url')).toHaveValue(url);

    // The admin works in the other demo client (Beispiel AG) and opens the link there.
    const guest = await anotherPerson(DEMO_USERS.admin);
    await api(guest, 'POST', '/user/client', { clientId: 2 });
    try {
      await guest.goto(new URL(url).pathname);
      await expect(shapes(guest).first()).toBeVisible();
      await startEditing(guest);
      await element(guest, 'Task_Weg').click();
      await guest.keyboard.press('Delete');
      await expect(element(guest, 'Task_Weg')).toHaveCount(0);
      await guest.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(guest.getByText('Speichern erfolgreich')).toBeVisible();

      // The owner sees the guest's change.
      const saved = await api<{ diagramXML: string }>(page, 'GET', `/bpmn/${uuid}`);
      expect(saved.diagramXML).not.toContain('Task_Weg');
      expect(saved.diagramXML).toContain('Task_Bleibt');

      // Nothing else of the tenant opens for the guest.
      expect([403, 404]).toContain(await statusOf(guest, `/bpmn/${uuid}`));
      expect([403, 404]).toContain(await statusOf(guest, `/bpmn/${uuid}/history`));

      // Revoked in the share dialog (after a confirmation), the link is dead.
      await dialog.getByRole('button', { name: 'Link widerrufen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Link widerrufen' });
      await expect(confirm.getByText(/Der Freigabelink wird sofort ungültig/)).toBeVisible();
      await confirm.getByRole('button', { name: 'Link widerrufen' }).click();
      await expect(confirm).toBeHidden();
      await expect(dialog.getByText('Der Freigabelink wurde widerrufen.')).toBeVisible();
      await guest.goto(new URL(url).pathname);
      await expect(guest.getByText('Dieser Freigabelink ist ungültig oder wurde widerrufen.')).toBeVisible();
    } finally {
      await api(guest, 'POST', '/user/client', { clientId: 1 });
    }
  });
});

test.describe('share dialog button', () => {
  test('shares with one or more selected users; with none selected it revokes the share link', async ({
    page,
    anotherPerson,
  }) => {
    // A second colleague who can open models ('modellierer'), added by the admin.
    const colleague = `${unique('kollege').replace(/\W+/g, '-').toLowerCase()}@demo.local`;
    const admin = await anotherPerson(DEMO_USERS.admin);
    await api(admin, 'POST', '/user/add', {
      userId: colleague,
      firstName: 'Konrad',
      lastName: 'Kollege',
      role: ['modellierer'],
    });
    const { name, uuid } = await newUniqueModel(page, 'Widerruf');
    const created = await api<{ token: string | null }>(page, 'POST', `/bpmn/${uuid}/shareLink`);
    expect(created.token).toHaveLength(43);

    const dialog = await openShareDialog(page, name);
    const revokeButton = dialog.getByRole('button', { name: 'Freigabe widerrufen' });
    await expect(revokeButton).toBeEnabled();
    await expect(
      dialog.getByText('Ohne ausgewählten Nutzer widerruft die Schaltfläche den Freigabelink.'),
    ).toBeVisible();

    // Two users selected: the button shares with both.
    const users = dialog.getByRole('combobox', { name: 'Nutzer' });
    await users.click();
    await page.getByRole('option', { name: `Konrad Kollege (${colleague})` }).click();
    await users.click();
    await page.getByRole('option', { name: 'Anna Admin (admin@demo.local)' }).click();
    await expect(revokeButton).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Teilen', exact: true }).click();
    await expect(
      dialog.getByRole('button', { name: `Freigabe für Konrad Kollege (${colleague}) entfernen` }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Freigabe für Anna Admin (admin@demo.local) entfernen' }),
    ).toBeVisible();
    expect(await api<string[]>(page, 'GET', `/bpmn/${uuid}/shared-user`)).toEqual(
      expect.arrayContaining([colleague, 'admin@demo.local']),
    );

    // Nobody selected again: the button revokes the link, after a confirmation.
    await revokeButton.click();
    const confirm = page.getByRole('dialog', { name: 'Freigabe widerrufen' });
    await expect(confirm.getByText(/Der Freigabelink wird sofort ungültig/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Freigabe widerrufen' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByText('Der Freigabelink wurde widerrufen.')).toBeVisible();
    await expect(dialog.getByText('Es besteht kein Freigabelink.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Teilen', exact: true })).toBeDisabled();
    expect(await api<{ exists: boolean }>(page, 'GET', `/bpmn/${uuid}/shareLink`)).toMatchObject({
      exists: false,
    });
    // The users it was shared with keep their access.
    expect(await api<string[]>(page, 'GET', `/bpmn/${uuid}/shared-user`)).toEqual(
      expect.arrayContaining([colleague, 'admin@demo.local']),
    );
  });
});
