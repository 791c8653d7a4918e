import type { Locator, Page } from '@playwright/test';
import { typeDate } from './date-field-helpers';
import { DEMO_USERS, expect, login, test } from './fixtures';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const START_PAGE = 'Liebe Kolleginnen und Kollegen, bitte nehmen Sie sich zehn Minuten Zeit.';

/** The digits typed into the deadline picker's sections for one week from now at 14:30 (German time). */
function inOneWeek(): { input: string; shown: string } {
  const day = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(Date.now() + 7 * 24 * 3600 * 1000);
  const [d, m, y] = day.split('.');
  return { input: `${d}${m}${y}1430`, shown: `${d}.${m}.${y} 14:30` };
}

async function openModePicker(page: Page): Promise<Locator> {
  await page.goto('/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Umfragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Neue Umfrage' }).click();
  const picker = page.getByRole('dialog', { name: 'Wie soll Ihre Umfrage generiert werden?' });
  await expect(picker).toBeVisible();
  return picker;
}

/** Visible text of the rendered survey (survey-core also writes titles into hidden legends). */
const previewText = (page: Page, text: string) =>
  page.getByTestId('survey-preview').getByText(text).filter({ visible: true }).first();

const surveyRow = (page: Page, title: string) => page.getByTestId('survey-row').filter({ hasText: title });

/** The survey rendered by survey-react-ui, in German: its page navigation says 'Weiter'. */
async function expectGermanPreview(page: Page, text: string): Promise<void> {
  const preview = page.getByTestId('survey-preview');
  await expect(previewText(page, text)).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
}

async function generate(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Umfrage generieren' }).click();
  await expect(page.getByText('Umfrage wurde erfolgreich erstellt')).toBeVisible();
  await page.waitForURL(/\/surveys$/);
  await expect(surveyRow(page, title)).toBeVisible();
}

test.describe('surveys as the modeller', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO_USERS.modeller);
  });

  test('generates an IWAK survey of module 1 with a start page and a deadline', async ({ page }) => {
    const title = unique('Bindung');
    const deadline = inOneWeek();
    const picker = await openModePicker(page);
    await picker.getByRole('link', { name: /^Arbeitswissenschaftliche Umfrage/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Arbeitswissenschaftliche Umfrage' }),
    ).toBeVisible();
    await expect(page.getByText('Noch keine Fragen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: /Modul 1: Bindungsmodul/ }).click();
    const personal = page.getByRole('checkbox', { name: /Personenstandsdaten/ });
    await expect(personal).toBeChecked();
    await expect(page.getByTestId('selected-count')).toHaveText('43 Fragen ausgewählt');
    await personal.uncheck();
    await expect(page.getByTestId('selected-count')).toHaveText('38 Fragen ausgewählt');
    await personal.check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Achtung' });
    await expect(warning.getByText(/bis zu 5 Teilnehmende/)).toBeVisible();
    await warning.getByRole('button', { name: 'Trotzdem fortfahren' }).click();

    await expect(page.getByRole('heading', { name: 'Umfrage definieren' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Weiter', exact: true });
    await page.getByRole('textbox', { name: 'Umfragetitel' }).fill(title);
    const deadlineField = page.getByRole('group', { name: 'Deadline(optional)' });
    await typeDate(page, deadlineField, deadline.input);
    await expect(deadlineField).toContainText(deadline.shown);
    const editor = page.getByTestId('start-page-editor');
    await editor.click();
    await page.keyboard.type('Zu kurz.');
    await expect(next).toBeDisabled();
    await page.keyboard.type(` ${START_PAGE}`);
    await expect(next).toBeEnabled();
    await next.click();

    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expectGermanPreview(page, START_PAGE);
    await generate(page, title);
    const row = surveyRow(page, title);
    await expect(row).toContainText('Bindungsmodul');
    await expect(row).toContainText(deadline.shown);
    await expect(row).toContainText('Erstellt');
    await expect(row).toContainText('Max Modell');

    await row.getByRole('button', { name: title }).click();
    await expect(page.getByRole('button', { name: 'Zurück zur Liste' })).toBeVisible();
    await expectGermanPreview(page, START_PAGE);
    await page.getByRole('button', { name: 'Zurück zur Liste' }).click();
    await expect(surveyRow(page, title)).toBeVisible();
  });

  test('generates a STRESS survey without a start page', async ({ page }) => {
    const title = unique('Belastung');
    const picker = await openModePicker(page);
    await picker.getByRole('link', { name: /^Umfrage zur psychischen Belastung/ }).click();
    await expect(page.getByRole('heading', { name: 'Fragenübersicht' })).toBeVisible();
    await expect(
      page.getByText('Bei vordefinierten Umfragen ist keine Auswahl der Fragen möglich'),
    ).toBeVisible();
    await expect(page.getByTestId('selected-count')).toHaveText('45 Fragen ausgewählt');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    await page.getByRole('textbox', { name: 'Umfragetitel' }).fill(title);
    await expect(page.getByText('Ihre Umfrage wird ohne Startseite versendet.')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expectGermanPreview(page, 'Arbeitsinhalt und Arbeitsaufgabe');
    await generate(page, title);
    await expect(surveyRow(page, title)).toContainText('Es gibt keine Deadline');
    await expect(surveyRow(page, title)).toContainText('Belastungsmodul');
  });

  test('builds a manual survey of two pages by drag and drop, copies and deletes it', async ({ page }) => {
    const title = unique('Eigene');
    const picker = await openModePicker(page);
    await picker.getByRole('link', { name: /^Benutzerdefinierte Umfrage/ }).click();
    await expect(
      page.getByText('Es können nur Fragen ohne Prozessperspektive ausgewählt werden.'),
    ).toBeVisible();
    await expect(page.getByText('Drag & Drop Fragen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeDisabled();

    const zone = page.getByTestId('page-drop-zone');
    const dragFirstOnto = async (search: string) => {
      await page.getByRole('textbox', { name: 'Fragen durchsuchen' }).fill(search);
      const handle = page
        .getByTestId('available-question')
        .first()
        .getByRole('button', { name: /^Frage ziehen/ });
      const text =
        (await page
          .getByTestId('available-question')
          .first()
          .locator('.MuiListItemText-primary')
          .textContent()) ?? '';
      await handle.hover();
      await page.mouse.down();
      const box = await zone.boundingBox();
      if (!box) throw new Error('no drop zone');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect(zone.getByText(text)).toBeVisible();
      return text;
    };
    const first = await dragFirstOnto('Zeitdruck');
    const second = await dragFirstOnto('zufrieden');
    await expect(zone.getByTestId('page-question')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Fragen durchsuchen' }).fill(first);
    await expect(page.getByTestId('available-question').filter({ hasText: first })).toHaveCount(0);

    await page.getByRole('button', { name: 'Seite hinzufügen', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Seite 2' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Seitentitel: Seite 2' }).click();
    await page.getByRole('textbox', { name: 'Seitentitel' }).fill('Zusammenarbeit');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Zusammenarbeit' })).toBeVisible();
    const third = await dragFirstOnto('Kolleg');

    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByRole('textbox', { name: 'Umfragetitel' }).fill(title);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expectGermanPreview(page, first);
    await expect(previewText(page, second)).toBeVisible();
    await page.getByTestId('survey-preview').getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(previewText(page, 'Zusammenarbeit')).toBeVisible();
    await expect(previewText(page, third)).toBeVisible();
    await generate(page, title);
    await expect(surveyRow(page, title)).toContainText('Benutzerdefiniert');

    // Copy (module NONE only) with the German ' (Kopie)'.
    await surveyRow(page, title).getByRole('button', { name: 'Umfrage kopieren' }).click();
    const copy = page.getByRole('dialog', { name: 'Titel der Umfrage' });
    await expect(copy.getByRole('textbox', { name: 'Titel der Umfrage' })).toHaveValue(`${title} (Kopie)`);
    await copy.getByRole('button', { name: 'Umfrage kopieren' }).click();
    await expect(page.getByText('Umfrage wurde erfolgreich kopiert!')).toBeVisible();
    await expect(surveyRow(page, `${title} (Kopie)`)).toBeVisible();

    // Delete the copy after the confirmation.
    await surveyRow(page, `${title} (Kopie)`).getByRole('button', { name: 'Umfrage löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Umfrage löschen' });
    await expect(confirm.getByText(/Alle zugehörigen Daten/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Umfrage wurde gelöscht')).toBeVisible();
    await expect(surveyRow(page, `${title} (Kopie)`)).toHaveCount(0);
    await expect(surveyRow(page, title)).toBeVisible();
  });
});

test('an employee without SURVEY reaches no survey screen', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.goto('/surveys');
  await expect(page).toHaveURL(/\/error\/403$/);
  await page.goto('/surveys/create/IWAK');
  await expect(page).toHaveURL(/\/error\/403$/);
});
