import type { Page, Response } from '@playwright/test';
import { taskRowDiagram } from '../fixtures/diagrams';
import { DEMO_USERS, expect, test } from './fixtures';
import { element, newModelAsModeller, newSharePath, newUniqueModel, openModel } from './modeller-helpers';
import { api, unique } from './processes-helpers';

const DIAGRAM = taskRowDiagram('Process_Lesen', [{ id: 'Task_Lesen', name: 'Über den Link gelesen' }]);

/** Every API answer of 400 or more the page receives from now on, as 'METHOD path → status'. */
function failedApiCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      failed.push(`${response.request().method()} ${url.pathname} → ${response.status()}`);
    }
  });
  return failed;
}

test.describe('share and shared users from the modeller', () => {
  test('the toolbar opens the share dialog, which offers only users who can open the model, and the shared-users list', async ({
    page,
  }) => {
    const { name, uuid } = await newUniqueModel(page, 'Modeller teilt', DIAGRAM);
    await openModel(page, uuid);
    await expect(element(page, 'Task_Lesen')).toBeVisible();

    await page.getByRole('button', { name: 'Teilen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Prozessmodell "${name}" teilen` });
    await expect(
      dialog.getByText(/Angeboten werden nur Nutzer, die Prozessmodelle öffnen können/),
    ).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Nutzer' }).click();
    // Mia Mitarbeiter has no role that opens models, so she is not offered; Anna Admin is.
    await expect(page.getByRole('option', { name: 'Anna Admin (admin@demo.local)' })).toBeVisible();
    await expect(page.getByRole('option', { name: /mitarbeiter@demo\.local/ })).toHaveCount(0);
    await page.getByRole('option', { name: 'Anna Admin (admin@demo.local)' }).click();
    await dialog.getByRole('button', { name: 'Teilen', exact: true }).click();
    await expect(
      dialog.getByRole('button', { name: 'Freigabe für Anna Admin (admin@demo.local) entfernen' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Link erzeugen' }).click();
    const url = await dialog.getByTestId('share-link-url').inputValue();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();

    // 'Geteilte Nutzer': the same users, removable, and the link shown again.
    await page.getByRole('button', { name: 'Geteilte Nutzer' }).click();
    const list = page.getByRole('dialog', { name: `Geteilte Nutzer von "${name}"` });
    await expect(list.getByTestId('share-link-url')).toHaveValue(url);
    await list.getByRole('button', { name: 'Freigabe für Anna Admin (admin@demo.local) entfernen' }).click();
    await expect(list.getByText('Das Prozessmodell ist mit niemandem einzeln geteilt.')).toBeVisible();
  });

  test('a guest through a read link sees the model and a note of what the link hides, and no request fails', async ({
    page,
    anotherPerson,
  }) => {
    test.setTimeout(120_000);
    const uuid = await newModelAsModeller(page, unique('Leselink'), DIAGRAM);
    // With release enabled a link only reads (a guest never edits under release).
    await api(page, 'PUT', `/bpmn/${uuid}/releaseEnabled`, { releaseEnabled: true });
    const sharePath = await newSharePath(page, uuid);

    // The admin works in the other demo client (Beispiel AG) and opens the link there.
    const guest = await anotherPerson(DEMO_USERS.admin);
    await api(guest, 'POST', '/user/client', { clientId: 2 });
    try {
      const failed = failedApiCalls(guest);
      await guest.goto(sharePath);
      await expect(element(guest, 'Task_Lesen')).toBeVisible();
      const note = guest.getByRole('note', { name: 'Zugriff über Freigabelink' });
      await expect(note).toContainText('Über diesen Link sichtbar:');
      await expect(note).toContainText('nicht sichtbar:');
      await element(guest, 'Task_Lesen').click();
      // Whatever the screen asked for in the meantime has settled.
      await guest.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
    } finally {
      await api(guest, 'POST', '/user/client', { clientId: 1 });
    }
  });
});
