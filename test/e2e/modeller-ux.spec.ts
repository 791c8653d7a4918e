import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, login, test } from './fixtures';
import {
  canvas,
  createFromPalette,
  endEditing,
  openModel,
  secondUser,
  shapes,
  startEditing,
} from './modeller-helpers';
import { api, apiModel, unique } from './processes-helpers';

/** Counts the browser's 'leave the page?' prompts and lets the page go each time. */
function countLeavePrompts(page: Page): { count: number } {
  const prompts = { count: 0 };
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') prompts.count += 1;
    void dialog.accept();
  });
  return prompts;
}

/** The second user presses 'Bearbeiten' and confirms: edit mode at once, no 'Bearbeitung nicht möglich'. */
async function editsAtOnce(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
  await page.getByRole('dialog', { name: 'Bearbeiten' }).getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
  await expect(page.getByRole('dialog', { name: 'Bearbeitung nicht möglich' })).toHaveCount(0);
}

test.describe('modeller: leaving the page in edit mode', () => {
  test('a reload saves, ends editing and frees the lock; the browser warns only about unsaved changes', async ({
    page,
    browser,
    baseURL,
  }) => {
    await login(page, DEMO_USERS.modeller);
    const uuid = await apiModel(page, unique('Neu laden'));
    const prompts = countLeavePrompts(page);
    await openModel(page, uuid);
    const before = await shapes(page).count();

    // Nothing changed: no warning, and the lock is free after the reload.
    await startEditing(page);
    await page.reload();
    await expect(shapes(page).first()).toBeVisible();
    await expect(page.getByTestId('mode-chip')).toHaveText('Ansicht');
    expect(prompts.count).toBe(0);
    const admin = await secondUser(browser, baseURL, DEMO_USERS.admin);
    await openModel(admin.page, uuid);
    await editsAtOnce(admin.page);
    await endEditing(admin.page);

    // An unsaved change: the browser asks, the change is saved and the lock is free.
    const { version } = await api<{ version: number }>(page, 'GET', `/bpmn/${uuid}`);
    await startEditing(page);
    await createFromPalette(page, 'Aufgabe erstellen', 420, 200);
    await page.keyboard.press('Escape');
    await expect(shapes(page)).toHaveCount(before + 1);
    await page.reload();
    await expect(shapes(page).first()).toBeVisible();
    expect(prompts.count).toBe(1);
    await expect(page.getByTestId('mode-chip')).toHaveText('Ansicht');
    // The keep-alive save may land just after the reloaded page asked for the model.
    await expect
      .poll(async () => {
        const model = await api<{ version: number; currentEditor?: string | null }>(
          page,
          'GET',
          `/bpmn/${uuid}`,
        );
        return { saved: model.version > version, editor: model.currentEditor ?? null };
      })
      .toEqual({ saved: true, editor: null });

    await admin.page.reload();
    await expect(shapes(admin.page)).toHaveCount(before + 1);
    await editsAtOnce(admin.page);
    await endEditing(admin.page);

    // Closing the tab frees the lock just as well.
    await startEditing(page);
    await page.close({ runBeforeUnload: true });
    await admin.page.reload();
    await expect(shapes(admin.page).first()).toBeVisible();
    await editsAtOnce(admin.page);
    await endEditing(admin.page);
    await admin.context.close();
  });
});

test('a new model opens in edit mode at once, without the confirmation', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  const uuid = await apiModel(page, unique('Gleich bearbeiten'));
  await page.goto(`/modelEdit/${uuid}?isNew=true`);
  await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
  await expect(page.getByRole('dialog', { name: 'Bearbeiten' })).toHaveCount(0);
  await expect(canvas(page).locator('.djs-palette')).toBeVisible();
  // The flag is spent: the address no longer carries it, so a reload opens the model as usual.
  await expect(page).toHaveURL(new RegExp(`/modelEdit/${uuid}$`));
  await endEditing(page);
});

test('Ctrl+S saves in edit mode', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  const uuid = await apiModel(page, unique('Tastatur'));
  await openModel(page, uuid);
  const { version } = await api<{ version: number }>(page, 'GET', `/bpmn/${uuid}`);
  await startEditing(page);
  await createFromPalette(page, 'Aufgabe erstellen', 420, 200);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Speichern erfolgreich')).toBeVisible();
  await expect
    .poll(async () => (await api<{ version: number }>(page, 'GET', `/bpmn/${uuid}`)).version)
    .toBe(version + 1);
  await endEditing(page);
});
