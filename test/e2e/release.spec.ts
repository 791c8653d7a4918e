import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from './fixtures';
import {
  createFromPalette,
  elementIds,
  newModelAsModeller,
  openModel,
  secondUser,
  startEditing,
} from './modeller-helpers';
import { expandFolder, openProcessList, processRow, unique } from './processes-helpers';

interface StoredMail {
  readonly destination: { readonly to: readonly string[] };
  readonly body: { readonly text?: string };
  readonly at: number;
}

/** The texts of the newest mails to `to` in the SES emulator's store. */
async function mailTextsTo(page: Page, to: string): Promise<string[]> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set');
  const { emails } = (await (await page.request.get(`${mailbox}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(to)).map((mail) => mail.body.text ?? '');
}

/** Adds a task from the palette in edit mode and answers its new id. */
async function addTask(page: Page, x: number, y: number): Promise<string> {
  const before = await elementIds(page, 'Activity_');
  await createFromPalette(page, 'Aufgabe erstellen', x, y);
  await expect.poll(async () => (await elementIds(page, 'Activity_')).length).toBe(before.length + 1);
  const added = (await elementIds(page, 'Activity_')).find((id) => !before.includes(id));
  if (!added) throw new Error('no task added');
  await page.keyboard.press('Escape');
  return added;
}

async function sendForRelease(page: Page, comment: string, chooseReviewer: boolean) {
  await page.getByRole('button', { name: 'Zur Freigabe versenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prozess zur Freigabe versenden' });
  await expect(dialog).toBeVisible();
  if (chooseReviewer) {
    await dialog.getByRole('button', { name: 'Zur Freigabe versenden' }).click();
    await expect(dialog.getByText('Bitte alle Felder ausfüllen')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Prüfer' }).click();
    await page.getByRole('option', { name: /admin@demo\.local/ }).click();
  } else {
    // The release history fixes the reviewer: the select is locked to it.
    await expect(dialog.getByRole('combobox', { name: 'Prüfer' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Prüfer' })).toContainText('admin@demo.local');
  }
  await dialog.getByRole('textbox', { name: 'Kommentar' }).fill(comment);
  await dialog.getByRole('button', { name: 'Zur Freigabe versenden' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Die Freigabeanfrage wurde versendet.')).toBeVisible();
  await expect(page.getByTestId('mode-chip').filter({ visible: true })).toHaveText('Ansicht');
}

/** The change list beside the review diagram: kind and element id per entry. */
async function listedChanges(page: Page): Promise<string[]> {
  const items = page.getByTestId('diff-change');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((nodes) =>
    nodes.map((node) => `${node.getAttribute('data-kind')}:${node.getAttribute('data-element-id')}`).sort(),
  );
}

test.describe('release workflow (issue 14)', () => {
  test('modeller sends for release; admin reviews the diff, rejects, then releases and edits', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const name = unique('Freigabe');
    const uuid = await newModelAsModeller(page, name);
    await openModel(page, uuid);

    // The owner switches the release workflow on, changes the model, interim-saves and sends it.
    await page.getByRole('switch', { name: 'Freigabe-Workflow' }).click();
    await expect(page.getByRole('switch', { name: 'Freigabe-Workflow' })).toBeChecked();
    await startEditing(page);
    const firstTask = await addTask(page, 420, 200);
    await page.getByRole('button', { name: 'Zwischenspeichern' }).click();
    await expect(page.getByText('Zwischenspeichern erfolgreich')).toBeVisible();
    await sendForRelease(page, 'Erste Fassung', true);

    // The reviewer gets the mail, sees the tab with the warning icon and opens the review.
    const admin = await secondUser(browser, baseURL, DEMO_USERS.admin);
    await expect
      .poll(async () =>
        (await mailTextsTo(admin.page, DEMO_USERS.admin)).some((t) => t.includes(`/modelReview/${uuid}`)),
      )
      .toBe(true);
    await openProcessList(admin.page);
    const reviewTab = admin.page.getByRole('tab', { name: 'Zu prüfende Prozesse' });
    await reviewTab.click();
    await expect(reviewTab).toHaveAttribute('aria-selected', 'true');
    const table = await expandFolder(admin.page, 'Default');
    // The tab's rows replace the previous tab's rows once its list has loaded: wait for the review link.
    const reviewLink = processRow(table, name).getByRole('link', { name, exact: true });
    await expect(reviewLink).toHaveAttribute('href', `/modelReview/${uuid}`);
    await reviewLink.click();
    await admin.page.waitForURL(`**/modelReview/${uuid}`);

    // The diff shows exactly the changed element, coloured on the diagram and listed beside it.
    expect(await listedChanges(admin.page)).toEqual([`added:${firstTask}`]);
    await expect(
      admin.page
        .getByTestId('diff-diagram')
        .locator(`.djs-element.pp-diff-added[data-element-id="${firstTask}"]`),
    ).toBeVisible();
    await expect(admin.page.getByTestId('release-request')).toHaveCount(1);
    await expect(admin.page.getByTestId('release-request').first()).toContainText(
      /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
    );
    await expect(admin.page.getByTestId('release-request').first()).toContainText('AA');
    await admin.page.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(admin.page.getByText('Entscheidung gespeichert.')).toBeVisible();

    // The modeller changes again and sends to the same (now fixed) reviewer.
    await startEditing(page);
    const secondTask = await addTask(page, 420, 520);
    await sendForRelease(page, 'Zweite Fassung', false);

    // Both tasks are new against the last released version (the first request was rejected).
    await admin.page.goto(`/modelReview/${uuid}`);
    await expect(admin.page.getByTestId('release-request')).toHaveCount(2);
    expect(await listedChanges(admin.page)).toEqual([`added:${firstTask}`, `added:${secondTask}`].sort());
    await admin.page.getByRole('button', { name: 'Freigeben & Bearbeiten' }).click();
    await admin.page.waitForURL(`**/modelEdit/${uuid}?editAfterPublish=true`);
    await expect(admin.page.getByTestId('mode-chip').filter({ visible: true })).toHaveText(
      'Bearbeitungsmodus',
    );
    await admin.context.close();
  });
});
