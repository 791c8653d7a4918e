import { DEMO_USERS, expect, login, test } from './fixtures';
import { openNewQuestionDialog } from './questions-helpers';

const TEXTS = {
  textRequired: 'Fragentext ist erforderlich',
  elementRequired: 'Elementtyp ist erforderlich',
  answerTypeRequired: 'Antworttyp ist erforderlich',
  created: 'Ihre Frage wurde erfolgreich hinzugefügt!',
  standardNotDeletable: 'Standardfragen können nicht gelöscht werden',
  matrixOnly: 'Nur Matrixfragen fließen in die Berechnung der Prozessumfrage ein.',
};
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test('creates a radio-group question on the form page, every validation text on the way, and sees it NEU', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  await page.goto('/questions/createPXQuestion');
  const save = page.getByRole('button', { name: 'Speichern' });
  const text = page.getByRole('textbox', { name: 'Fragentext' });

  await text.focus();
  await text.blur();
  await expect(page.getByText(TEXTS.textRequired)).toBeVisible();
  await page.getByRole('combobox', { name: 'Antworttyp' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(TEXTS.answerTypeRequired)).toBeVisible();
  await page.getByRole('button', { name: 'Prozessperspektive' }).click();
  await page.getByRole('combobox', { name: 'Elementtyp' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Elementtyp' }).blur();
  await expect(page.getByText(TEXTS.elementRequired)).toBeVisible();
  await page.getByRole('button', { name: 'Prozessperspektive' }).click();
  await expect(page.getByRole('combobox', { name: 'Elementtyp' })).toBeHidden();
  await expect(save).toBeDisabled();

  const questionText = unique('Wie kommen Sie zur Arbeit?');
  await text.fill(questionText);
  await page.getByRole('combobox', { name: 'Antworttyp' }).click();
  await page.getByRole('option', { name: 'Radiobutton Gruppe' }).click();
  // A radio group needs a non-empty first option before it can be saved.
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Option 1' }).fill('Mit dem Rad');
  await page.getByRole('button', { name: 'Option hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Option 2' }).fill('Mit der Bahn');
  await expect(save).toBeEnabled();

  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = page.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByText('Mit der Bahn')).toBeVisible();
  await expect(preview.getByText(TEXTS.matrixOnly)).toBeVisible();
  await page.getByRole('textbox', { name: 'Option 2' }).fill('Mit dem Bus');
  await page.getByRole('button', { name: 'Vorschau updaten' }).click();
  await expect(preview.getByText('Mit dem Bus')).toBeVisible();

  await save.click();
  await page.waitForURL('**/questions/manageQuestions');
  await expect(page.getByText(TEXTS.created)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: questionText });
  await expect(row.getByText('NEU')).toBeVisible();
  await expect(row.getByText('Radiobutton Gruppe')).toBeVisible();
  // The one initials rule: 'Max Modell' is 'MM' here as in his avatar and the checklists.
  await expect(row.getByRole('cell', { name: 'MM', exact: true })).toBeVisible();
});

test('creates a process matrix question in the 1000 px dialog with the German matrix preview', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  const dialog = await openNewQuestionDialog(page);
  expect((await dialog.boundingBox())?.width).toBe(1000);
  const questionText = unique('Der Schritt ist klar beschrieben.');
  await dialog.getByRole('textbox', { name: 'Fragentext' }).fill(questionText);
  await dialog.getByRole('button', { name: 'Prozessperspektive' }).click();
  await dialog.getByRole('combobox', { name: 'Elementtyp' }).click();
  await page.getByRole('option', { name: 'Aktivität' }).click();
  await dialog.getByRole('combobox', { name: 'Antworttyp' }).click();
  await page.getByRole('option', { name: 'Matrixauswahl' }).click();
  await dialog.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(dialog.getByText('Trifft voll und ganz zu')).toBeVisible();
  await expect(dialog.getByText(TEXTS.matrixOnly)).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(TEXTS.created)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: questionText });
  await expect(row.getByText('NEU')).toBeVisible();
  await expect(row.getByText('Prozessperspektiven-Modul')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Meine Fragen \(\d+\)/ })).toBeVisible();
});

test('cannot delete a standard question, deletes an own one after the verbatim confirmation', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  await page.goto('/questions');
  await page.getByRole('textbox', { name: 'Fragen durchsuchen' }).fill('Alles in allem');
  const standardRow = page.getByRole('row').filter({ hasText: 'Alles in allem' }).first();
  const refused = standardRow.getByRole('button', { name: TEXTS.standardNotDeletable });
  await expect(refused).toBeDisabled();
  await refused.locator('..').hover();
  await expect(page.getByRole('tooltip', { name: TEXTS.standardNotDeletable })).toBeVisible();
  // A standard question belongs to no one: marked as such, and not among the client's questions.
  await expect(standardRow.getByText('Standardfrage')).toBeVisible();
  await page.getByRole('tab', { name: /Mandantenfragen/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Alles in allem' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Alle/ }).click();

  const questionText = unique('Was wünschen Sie sich?');
  await page.getByRole('button', { name: 'Neue Frage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Frage' });
  await dialog.getByRole('textbox', { name: 'Fragentext' }).fill(questionText);
  await dialog.getByRole('combobox', { name: 'Antworttyp' }).click();
  await page.getByRole('option', { name: 'Kommentar' }).click();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Fragen durchsuchen' }).fill(questionText);
  const row = page.getByRole('row').filter({ hasText: questionText });
  await row.getByRole('button', { name: 'Frage löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Frage löschen' });
  await expect(
    confirm.getByText(
      `Möchten Sie die Frage: ${questionText} wirklich löschen? Die Frage wird weiterhin in den bestehenden Umfragen verwendet, kann jedoch nicht mehr für neue Umfragen ausgewählt werden`,
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeHidden();
});

test('an employee without SURVEY reaches neither the overview nor the form', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.goto('/questions/manageQuestions');
  await page.waitForURL('**/error/403');
  await page.goto('/questions/createPXQuestion');
  await page.waitForURL('**/error/403');
});
