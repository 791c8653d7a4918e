import type { Page } from '@playwright/test';
import { chainDiagram, endEvent, startEvent } from '../fixtures/diagrams';
import { type AnotherPerson, DEMO_USERS, expect, test } from './fixtures';
import { mailsTo } from './mailbox';
import { acceptInvitation } from './management-helpers';
import {
  createFromPalette,
  element,
  elementIds,
  flowMiddle,
  newModelAsModeller,
  newUniqueModel,
  openModel,
  startEditing,
} from './modeller-helpers';
import { api, expandFolder, openProcessList, processRow, unique } from './processes-helpers';

/** The texts of the newest mails to `to` in the SES emulator's store. */
async function mailTextsTo(page: Page, to: string): Promise<string[]> {
  return (await mailsTo(page.request, to)).map((mail) => mail.body.text ?? '');
}

/**
 * Start → end in one sequence flow ('Flow_1'): the model checks before a release request find
 * no error in it, and tasks are inserted into the flow, so every version sent stays connected.
 */
const CONNECTED_DIAGRAM = chainDiagram({ processId: 'Process_Release', centreY: 200, flowPrefix: 'Flow_' }, [
  startEvent('Start', 152, 'Antrag da'),
  endEvent('End', 1052, 'Erledigt'),
]);

/**
 * Drops a new task from the palette onto the middle of a sequence flow: bpmn-js inserts it into
 * the flow (start → task → end), so the model stays connected. Answers the task's id.
 */
async function insertTask(page: Page, flowId: string): Promise<string> {
  const { x, y } = await flowMiddle(page, flowId);
  return addTask(page, x, y);
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
  // The model checks run first: the new task has no name yet, a warning that may be acknowledged.
  const checks = dialog.getByTestId('release-checks');
  await expect(checks).toContainText('Das Element hat keinen Namen.');
  await expect(checks.locator('[data-testid="model-check-finding"][data-severity="error"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Trotzdem anfordern' }).click();
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

/** The entries of tasks among the listed changes. */
const tasksIn = (changes: readonly string[]) => changes.filter((change) => change.includes(':Activity_'));

/** A colleague with write rights through the folder ('modellierer' writes in 'Default'), signed in. */
async function colleagueWithFolderRights(adminPage: Page, anotherPerson: AnotherPerson): Promise<Page> {
  const email = `${unique('kollegin').replace(/\W+/g, '-').toLowerCase()}@demo.local`;
  await api(adminPage, 'POST', '/user/add', {
    userId: email,
    firstName: 'Karla',
    lastName: 'Kollegin',
    role: ['modellierer'],
  });
  const page = await anotherPerson();
  await acceptInvitation(page, adminPage.request, email);
  return page;
}

/** Confirms a decision on the review screen, with the reason or comment given. */
async function decide(page: Page, button: 'Ablehnen' | 'Freigeben', text: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: button === 'Ablehnen' ? 'Freigabe ablehnen' : 'Version freigeben',
  });
  await expect(dialog).toBeVisible();
  if (button === 'Ablehnen') {
    // No reason, no rejection: the dialog says so and stays open.
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(dialog.getByText('Bitte geben Sie einen Grund für die Ablehnung an.')).toBeVisible();
  }
  await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Entscheidung gespeichert.')).toBeVisible();
}

test.describe('release workflow', () => {
  test('owner edits and interim-saves, the reviewer rejects with a reason, the owner fixes, the reviewer approves; the colleague sees only released versions', async ({
    page,
    anotherPerson,
  }) => {
    test.setTimeout(240_000);
    const { name, uuid } = await newUniqueModel(page, 'Freigabe', CONNECTED_DIAGRAM);
    await openModel(page, uuid);
    const admin = await anotherPerson(DEMO_USERS.admin);
    const colleague = await colleagueWithFolderRights(admin, anotherPerson);

    // The owner switches the release workflow on, changes the model, interim-saves and sends it.
    await page.getByRole('switch', { name: 'Freigabe-Workflow' }).click();
    await expect(page.getByRole('switch', { name: 'Freigabe-Workflow' })).toBeChecked();
    await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText('Freigegeben · v1');
    await startEditing(page);
    const firstTask = await insertTask(page, 'Flow_1');
    await page.getByRole('button', { name: 'Zwischenspeichern' }).click();
    await expect(page.getByText('Zwischenspeichern erfolgreich')).toBeVisible();
    await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText('Entwurf · v1');

    // The colleague may write in the folder, yet reads the released version only: no draft, no edit.
    await openModel(colleague, uuid);
    await expect(colleague.getByTestId('mode-chip').filter({ visible: true })).toHaveText('Nur Ansicht');
    await expect(colleague.getByText('Angezeigt wird die freigegebene Version (nur Ansicht).')).toBeVisible();
    await expect(colleague.getByRole('button', { name: 'Bearbeiten', exact: true })).toHaveCount(0);
    await expect(element(colleague, firstTask)).toHaveCount(0);

    await sendForRelease(page, 'Erste Fassung', true);
    await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText('In Prüfung · v1');

    // The reviewer gets the mail, sees the tab with the warning icon and opens the review.
    await expect
      .poll(async () =>
        (await mailTextsTo(admin, DEMO_USERS.admin)).some((t) => t.includes(`/modelReview/${uuid}`)),
      )
      .toBe(true);
    await openProcessList(admin);
    const reviewTab = admin.getByRole('tab', { name: 'Zu prüfende Prozesse' });
    await reviewTab.click();
    await expect(reviewTab).toHaveAttribute('aria-selected', 'true');
    const table = await expandFolder(admin, 'Default');
    // The tab's rows replace the previous tab's rows once its list has loaded: wait for the review link.
    const reviewLink = processRow(table, name).getByRole('link', { name, exact: true });
    await expect(reviewLink).toHaveAttribute('href', `/modelReview/${uuid}`);
    await reviewLink.click();
    await admin.waitForURL(`**/modelReview/${uuid}`);

    // The diff shows exactly the added task, coloured on the diagram and listed beside it (the flow
    // it was inserted into changes with it).
    expect(tasksIn(await listedChanges(admin))).toEqual([`added:${firstTask}`]);
    await expect(
      admin.getByTestId('diff-diagram').locator(`.djs-element.pp-diff-added[data-element-id="${firstTask}"]`),
    ).toBeVisible();
    await expect(admin.getByTestId('release-request')).toHaveCount(1);
    await expect(admin.getByTestId('release-request').first()).toContainText(
      /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
    );
    await expect(admin.getByTestId('release-request').first()).toContainText('AA');
    await decide(admin, 'Ablehnen', 'Die Schnittstelle zum Einkauf fehlt.');

    // The owner sees the rejection with reviewer and reason on the model, in the list, and by mail.
    await page.reload();
    const decision = page.getByTestId('release-decision');
    await expect(decision).toContainText('Abgelehnt von Anna Admin');
    await expect(decision).toContainText('Die Schnittstelle zum Einkauf fehlt.');
    await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText('Abgelehnt · v1');
    await expect
      .poll(async () =>
        (await mailTextsTo(page, DEMO_USERS.modeller)).some(
          (t) => t.includes('abgelehnt') && t.includes('Die Schnittstelle zum Einkauf fehlt.'),
        ),
      )
      .toBe(true);
    await openProcessList(page);
    const ownTable = await expandFolder(page, 'Default');
    await expect(processRow(ownTable, name).getByTestId('release-state')).toHaveText('Abgelehnt · v1');
    // Tab 2 keeps its name; its tooltip says it lists shared processes, not the release state.
    await expect(page.getByRole('tab', { name: 'Freigegebene Prozesse' })).toHaveAttribute(
      'title',
      /mit Ihnen geteilt/,
    );

    // The owner fixes the model and sends it to the same (now fixed) reviewer.
    await openModel(page, uuid);
    await startEditing(page);
    const secondTask = await insertTask(page, 'Flow_1');
    await sendForRelease(page, 'Zweite Fassung', false);

    // Both tasks are new against the last released version (the first request was rejected).
    await admin.goto(`/modelReview/${uuid}`);
    await expect(admin.getByTestId('release-request')).toHaveCount(2);
    expect(tasksIn(await listedChanges(admin))).toEqual([`added:${firstTask}`, `added:${secondTask}`].sort());
    await decide(admin, 'Freigeben', 'Passt so.');

    // Only now the colleague reads the new version: both tasks, release version 2.
    await colleague.reload();
    await expect(element(colleague, secondTask)).toHaveCount(1);
    await expect(element(colleague, firstTask)).toHaveCount(1);
    await expect(colleague.getByTestId('release-bar').getByTestId('release-state')).toHaveText(
      'Freigegeben · v2',
    );
    await page.reload();
    await expect(page.getByTestId('release-decision')).toContainText('Freigegeben von Anna Admin');
  });

  test('ending or leaving with unsaved changes under release asks: keep as draft, send, or discard', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const uuid = await newModelAsModeller(page, unique('Verwerfen'));
    await openModel(page, uuid);
    await page.getByRole('switch', { name: 'Freigabe-Workflow' }).click();
    await expect(page.getByRole('switch', { name: 'Freigabe-Workflow' })).toBeChecked();
    await startEditing(page);
    const discarded = await addTask(page, 420, 200);

    const question = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await page.getByRole('button', { name: 'Bearbeitung beenden' }).click();
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Als Entwurf behalten' })).toBeVisible();
    await expect(question.getByRole('button', { name: 'Zur Freigabe versenden' })).toBeVisible();
    // 'Abbrechen' keeps editing with the changes.
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByTestId('mode-chip').filter({ visible: true })).toHaveText('Bearbeitungsmodus');
    await expect(element(page, discarded)).toHaveCount(1);

    // Discarding is a choice: the task is gone and editing ended.
    await page.getByRole('button', { name: 'Bearbeitung beenden' }).click();
    await question.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await expect(page.getByTestId('mode-chip').filter({ visible: true })).toHaveText('Ansicht');
    await expect(element(page, discarded)).toHaveCount(0);

    // Leaving the screen asks too; 'Als Entwurf behalten' keeps the change in the draft.
    await startEditing(page);
    const kept = await addTask(page, 420, 360);
    await page.getByRole('link', { name: 'Zurück zur Prozessliste' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Als Entwurf behalten' }).click();
    await page.waitForURL('**/processList');
    await openModel(page, uuid);
    await expect(element(page, kept)).toHaveCount(1);
    await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText('Entwurf · v1');
  });
});
