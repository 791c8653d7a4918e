import type { SurveyDetails, SurveySummary } from '@prozesspuls/shared';
import { DEMO_USERS, expect, login, test } from './fixtures';
import { canvas, diagramWithSubprocess, element, newModelAsModeller, openModel } from './modeller-helpers';
import { api, unique } from './processes-helpers';

test('a modeller with PX_WRITE attaches a question in PX mode and generates a process survey from it', async ({
  page,
}) => {
  // Attaching, creating and sending through the UI takes over a minute on a busy machine.
  test.setTimeout(150_000);
  const uuid = await newModelAsModeller(page, unique('PX Fragen'), diagramWithSubprocess());
  await openModel(page, uuid);

  // PX mode: the switch, its label, and the side panel's only tab 'PX Fragen'.
  const header = page.getByTestId('px-mode').filter({ visible: true });
  await header.getByRole('switch', { name: 'PX-Modus' }).click();
  await expect(header.getByTestId('px-mode-chip')).toHaveText('PX-Modus');
  await expect(page.getByRole('button', { name: 'Bearbeiten', exact: true })).toBeHidden();
  await element(page, 'Task_Check').click();
  await page.getByRole('button', { name: 'Seitenleiste' }).click();
  const panel = page.getByRole('complementary', { name: 'Seitenleiste' });
  await expect(panel.getByRole('tab', { name: 'PX Fragen' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Kommentare' })).toHaveCount(0);
  await expect(panel.getByText('Diesem Element sind noch keine Fragen angehängt.')).toBeVisible();

  // Attach the first offered question of the task.
  const offered = panel.getByRole('list', { name: 'Verfügbare Fragen' });
  const attach = offered.getByRole('button', { name: /^Frage anhängen: / }).first();
  const label = (await attach.getAttribute('aria-label')) ?? '';
  const questionText = label.replace('Frage anhängen: ', '');
  expect(questionText).not.toBe('');
  await attach.click();
  const attached = panel.getByRole('list', { name: 'Angehängte Fragen' });
  await expect(attached.getByText(questionText)).toBeVisible();
  await expect(offered.getByText(questionText, { exact: true })).toHaveCount(0);

  // The badge on the task counts it.
  await expect(
    canvas(page).locator('[data-testid="px-question-badge"][data-element-id="Task_Check"]'),
  ).toHaveText('1');

  // The overview groups it under the task as 'Frage 1'.
  await header.getByRole('button', { name: 'Fragenübersicht (1)' }).click();
  const overview = page.getByRole('dialog', { name: 'Fragenübersicht' });
  const task = overview.getByRole('region', { name: 'Antrag prüfen' });
  await expect(task.getByText('Frage 1:')).toBeVisible();
  await expect(task.getByText(questionText)).toBeVisible();
  await overview.getByRole('button', { name: 'Umfrage generieren' }).click();

  // Title dialog, then the summary 'Ihre Fragenauswahl'.
  const title = unique('Prozessumfrage');
  const titleDialog = page.getByRole('dialog', { name: 'Titel der Umfrage' });
  await titleDialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(titleDialog.getByText('Bitte geben Sie einen Titel ein.')).toBeVisible();
  await titleDialog.getByRole('textbox', { name: 'Titel' }).fill(title);
  // The custom start page is written in the rich-text editor: bold text stays bold.
  await titleDialog.getByRole('switch', { name: 'Eigene Startseite' }).click();
  await titleDialog.getByRole('textbox', { name: 'Text der Startseite' }).click();
  const bold = titleDialog.getByRole('button', { name: 'Fett' });
  await bold.click();
  // The text keeps the focus through the click, so the keys typed at once are not lost.
  await page.keyboard.type('Danke für Ihre Einschätzung.');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await titleDialog.getByRole('button', { name: 'Weiter' }).click();
  // The summary is the route /surveys/processSurvey (named route processSurvey), not a dialog.
  await page.waitForURL('**/surveys/processSurvey');
  const summary = page.getByRole('region', { name: 'Ihre Fragenauswahl' });
  await expect(summary.getByText('Prüfen Sie die Fragen und senden Sie die Umfrage ab.')).toBeVisible();
  await expect(summary.getByRole('region', { name: 'Antrag prüfen' }).getByText(questionText)).toBeVisible();
  await expect(summary.getByTestId('process-survey-title')).toHaveText(title);
  await expect(summary.getByText('Startseite: eigene Startseite (erste Seite der Vorschau)')).toBeVisible();
  // The preview renders the survey itself, opening with the custom start page.
  await expect(summary.getByTestId('survey-preview')).toContainText('Ihre Einschätzung.');
  await summary.getByRole('button', { name: 'Umfrage erstellen' }).click();
  await expect(page.getByText('Umfrage wurde erfolgreich erstellt')).toBeVisible();

  // The survey list shows the new process survey.
  await page.waitForURL('**/surveys');
  const row = page.getByTestId('survey-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  const surveyId = (await api<SurveySummary[]>(page, 'GET', '/px/survey')).find((s) => s.title === title)?.id;
  const stored = await api<SurveyDetails>(page, 'GET', `/px/survey/${surveyId ?? ''}`);
  expect(stored.description).toContain('<strong>Danke für Ihre Einschätzung.</strong>');

  // From the list it is sent like every survey.
  await row.hover();
  await row.getByRole('button', { name: 'Umfrage senden', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Umfrage senden' });
  const addresses = send.getByRole('combobox', { name: 'E-Mail-Adressen' });
  // Five people of the client's own mail domain: fewer, or other domains, are refused (padding).
  const tag = Date.now().toString(36);
  for (let index = 1; index <= 5; index += 1) {
    await addresses.fill(`px-${index}-${tag}@demo.local`);
    await addresses.press('Enter');
  }
  await send.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Umfrage wurde erfolgreich versendet!')).toBeVisible();
  await expect(row).toContainText('Versendet');
});

test('/surveys/processSurvey opened without a survey from PX mode says where to start', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  await page.goto('/surveys/processSurvey');
  const summary = page.getByRole('region', { name: 'Ihre Fragenauswahl' });
  await expect(summary.getByText(/wechseln Sie in den PX-Modus/)).toBeVisible();
  await expect(page.getByText('Noch nicht verfügbar')).toHaveCount(0);
});

test('with no element selected, PX mode offers the questions about the whole process', async ({ page }) => {
  const uuid = await newModelAsModeller(page, unique('PX Prozess'), diagramWithSubprocess());
  await openModel(page, uuid);
  const header = page.getByTestId('px-mode').filter({ visible: true });
  await header.getByRole('switch', { name: 'PX-Modus' }).click();
  await page.getByRole('button', { name: 'Seitenleiste' }).click();
  const panel = page.getByRole('complementary', { name: 'Seitenleiste' });
  const offered = panel.getByRole('list', { name: 'Verfügbare Fragen' });
  const attach = offered.getByRole('button', { name: /^Frage anhängen: / }).first();
  const questionText = ((await attach.getAttribute('aria-label')) ?? '').replace('Frage anhängen: ', '');
  expect(questionText).not.toBe('');
  await attach.click();
  await expect(panel.getByRole('list', { name: 'Angehängte Fragen' }).getByText(questionText)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Fragenübersicht (1)' })).toBeVisible();
  // The question is about the process: the API lists it on the diagram's process element.
  const kinds = await api<{ elements: { kind: string }[] }>(page, 'GET', `/px/bpmn/${uuid}`);
  expect(kinds.elements.map((entry) => entry.kind)).toEqual(['Process']);
});
