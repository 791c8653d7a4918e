import type { Locator, Page } from '@playwright/test';
import { FLOW_DIAGRAM } from './a11y-helpers';
import { DEMO_USERS, expect, login, seedPage, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { apiSaveDiagram, canvas, element, elementIds, openModel } from './modeller-helpers';
import { apiModel, openProcessList } from './processes-helpers';
import { createCustomSurvey, sendTo } from './px-evaluation-seed';

/**
 * Everything works with the keyboard alone, with a visible focus (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7):
 * the process list, a dialog (focus stays inside, Escape closes it and the focus returns), the
 * survey wizard, the participation page and the modeller (arrow keys select in flow order, Enter
 * opens the side panel, the outline selects an element, context pad and palette add elements). No test clicks; each reaches its
 * controls with Tab as a keyboard user does. One signed-in page for the whole file
 * (a failed test restarts the worker, which signs in again).
 */

const tag = Date.now().toString(36);
const modelName = `Tastatur ${tag}`;
let page: Page;
let uuid: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  page = await seedPage(browser);
  await login(page, DEMO_USERS.modeller);
  uuid = await apiModel(page, modelName);
  await apiSaveDiagram(page, uuid, FLOW_DIAGRAM);
});

test.afterAll(async () => {
  await page.close();
});

const isFocused = (target: Locator) => target.evaluate((node) => node.matches(':focus'));
/** The focus is on `scope` or on something inside it. */
const holdsFocus = (scope: Locator) => scope.evaluate((node) => node.matches(':focus-within'));

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user walks the
 * page; fails when it is not reached within `max` steps (not reachable by keyboard).
 */
async function tabTo(target: Locator, { max = 80, back = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step += 1) {
    if (await isFocused(target)) return;
    await target.page().keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `${target} is reached with Tab within ${max} steps`).toBe(true);
}

/** The focused element shows the focus ring of the theme (a solid outline), not the browser's nothing. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toHaveCSS('outline-style', 'solid');
  await expect(target).toHaveCSS('outline-width', '2px');
}

test('the process list: search, open a folder and a model with the keyboard alone', async () => {
  await openProcessList(page);
  const search = page.getByRole('searchbox', { name: 'Prozess suchen' });
  await tabTo(search);
  await page.keyboard.type(modelName);

  const expand = page.getByRole('button', { name: 'Ordner Default aufklappen' });
  const collapse = page.getByRole('button', { name: 'Ordner Default zuklappen' });
  await expect(expand.or(collapse)).toBeVisible();
  if (await expand.isVisible()) {
    await tabTo(expand);
    await expectVisibleFocus(expand);
    await page.keyboard.press('Enter');
  }
  const link = page.getByRole('link', { name: modelName, exact: true });
  await tabTo(link);
  await expectVisibleFocus(link);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/modelEdit/${uuid}`);
  await expect(canvas(page).locator('.djs-element.djs-shape').first()).toBeVisible();
});

test('a dialog keeps the focus inside, closes with Escape and gives the focus back to its button', async () => {
  await openProcessList(page);
  const opener = page.getByRole('button', { name: 'Neues Prozessmodell' });
  await tabTo(opener);
  await expectVisibleFocus(opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Neues Prozessmodell' });
  await expect(dialog).toBeVisible();
  // Twelve steps round the dialog's controls in both directions: the focus never leaves the dialog.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog)).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => isFocused(opener)).toBe(true);
});

test('the survey wizard: choose a kind, name the survey and generate it with the keyboard', async () => {
  const title = `Tastatur-Umfrage ${tag}`;
  await page.goto('/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Umfragen' })).toBeVisible();
  await tabTo(page.getByRole('button', { name: 'Neue Umfrage' }));
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Wie soll Ihre Umfrage generiert werden?' });
  await expect(picker).toBeVisible();
  const stress = picker.getByRole('link', { name: /^Umfrage zur psychischen Belastung/ });
  await tabTo(stress, { max: 12 });
  await expectVisibleFocus(stress);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Fragenübersicht' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Weiter', exact: true });
  await tabTo(next);
  await page.keyboard.press('Enter');
  const titleField = page.getByRole('textbox', { name: 'Umfragetitel' });
  await tabTo(titleField, { back: true });
  await page.keyboard.type(title);
  await tabTo(next);
  await page.keyboard.press('Enter');

  const generate = page.getByRole('button', { name: 'Umfrage generieren' });
  await tabTo(generate);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Umfrage wurde erfolgreich erstellt')).toBeVisible();
  await page.waitForURL(/\/surveys$/);
  await expect(page.getByTestId('survey-row').filter({ hasText: title })).toBeVisible();
});

test('participation: answer a choice and a free text and send the answers with the keyboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const survey = await createCustomSurvey(page, `Tastatur-Teilnahme ${tag}`);
  // A survey goes to at least five people (anonymity); one of them answers here.
  const addresses = participantAddresses('tastatur', 6, tag);
  const [token] = await sendTo(page, survey.id, addresses);
  // A participant is nobody signed in: a fresh context.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' });
  const participant = await context.newPage();
  await participant.goto(`/teilnahme/${token}`);
  await expect(participant.getByText('Ihr Team').first()).toBeVisible();

  const technik = participant.getByRole('radio', { name: 'Technik' });
  // A radio group is one Tab stop; the arrow keys choose within it.
  await tabTo(participant.getByRole('radio', { name: 'Vertrieb' }));
  await participant.keyboard.press('Space');
  await participant.keyboard.press('ArrowDown');
  await expect(technik).toBeChecked();

  const idea = participant.getByRole('textbox', { name: /Ihre Idee/ });
  await tabTo(idea);
  await participant.keyboard.type('Mehr Tastenkürzel');
  const send = participant.getByRole('button', { name: 'Antworten absenden' });
  await tabTo(send);
  await participant.keyboard.press('Enter');
  await expect(participant.getByText('Vielen Dank für Ihre Teilnahme!').first()).toBeVisible();
  await context.close();
});

test.describe('the modeller by keyboard', () => {
  const selected = (id: string) => expect(element(page, id)).toHaveClass(/\bselected\b/);

  test('arrow keys select the elements in flow order and Enter opens the side panel', async () => {
    await openModel(page, uuid);
    const svg = canvas(page).locator('svg').first();
    await tabTo(svg);
    await expectVisibleFocus(svg);

    await page.keyboard.press('ArrowRight');
    await selected('Start');
    await page.keyboard.press('ArrowRight');
    await selected('Pruefen');
    await expect(page.getByTestId('canvas-announcer')).toHaveText(/^2 von 5: .*Antrag prüfen/);
    await page.keyboard.press('End');
    await selected('Ende');
    await page.keyboard.press('ArrowLeft');
    await selected('Bescheid');
    await expect(element(page, 'Ende')).not.toHaveClass(/\bselected\b/);

    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Seitenleiste' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Bescheid senden');
  });

  test("the 'Gliederung' lists the elements in flow order and choosing one selects it", async () => {
    await openModel(page, uuid);
    const open = page.getByRole('button', { name: 'Gliederung' });
    await tabTo(open, { max: 120 });
    await page.keyboard.press('Enter');
    const outline = page.getByRole('dialog', { name: 'Gliederung' });
    await expect(outline).toBeVisible();
    const entries = outline.getByTestId('outline-entry');
    await expect(entries).toHaveCount(5);
    await expect(entries.nth(0)).toContainText('Antrag eingegangen');
    await expect(entries.nth(1)).toContainText('Antrag prüfen');
    await expect(entries.nth(2)).toContainText('Vollständig?');
    await expect(entries.nth(3)).toContainText('Bescheid senden');
    await expect(entries.nth(4)).toContainText('Erledigt');

    await tabTo(entries.nth(2), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(outline).toBeHidden();
    await selected('Ok');
    // The canvas has the focus, so the arrow keys go on from the chosen element.
    await expect.poll(() => isFocused(canvas(page).locator('svg').first())).toBe(true);
    await page.keyboard.press('ArrowRight');
    await selected('Bescheid');
  });

  test('in edit mode the context pad appends a task to the start event, the palette creates one, undo takes both back', async () => {
    // A model of its own: this test ends holding the edit lock.
    const editUuid = await apiModel(page, `${modelName} Palette`);
    await apiSaveDiagram(page, editUuid, FLOW_DIAGRAM);
    await openModel(page, editUuid);
    await tabTo(page.getByRole('button', { name: 'Bearbeiten', exact: true }), { max: 120 });
    await page.keyboard.press('Enter');
    const confirm = page
      .getByRole('dialog', { name: 'Bearbeiten' })
      .getByRole('button', { name: 'Bearbeiten' });
    await tabTo(confirm, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('mode-chip').filter({ visible: true })).toHaveText('Bearbeitungsmodus');

    const svg = canvas(page).locator('svg').first();
    const tasks = () => elementIds(page, 'Activity_');
    const flows = canvas(page).locator('.djs-element.djs-connection[data-element-id^="Flow_"]');
    /** Presses `key` until `target` has the focus (arrow keys walk a toolbar of entries). */
    const arrowTo = async (target: Locator, key: string) => {
      for (let step = 0; step < 20 && !(await isFocused(target)); step += 1) await page.keyboard.press(key);
      expect(await isFocused(target), `${target} is reached with ${key}`).toBe(true);
      await expectVisibleFocus(target);
    };

    await tabTo(svg, { max: 120 });
    await page.keyboard.press('ArrowRight');
    await selected('Start');
    // K opens the context pad of the selected element; Escape closes it and the canvas has the focus.
    const pad = canvas(page).getByRole('toolbar', { name: 'Kontextmenü des Elements' });
    await page.keyboard.press('k');
    await expect.poll(() => holdsFocus(pad)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(svg)).toBe(true);

    await page.keyboard.press('k');
    await arrowTo(pad.getByRole('button', { name: 'Aufgabe anhängen', exact: true }), 'ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(tasks).toHaveLength(1);
    await expect(flows).toHaveCount(1);
    const appended = (await tasks())[0] ?? '';
    await selected(appended);
    await expect.poll(() => isFocused(svg)).toBe(true);

    // The toolbar's 'Werkzeugpalette' moves the focus into the palette; Enter places the new task
    // after the selected one and connects it.
    await tabTo(page.getByRole('button', { name: 'Werkzeugpalette (P)' }), { back: true });
    await page.keyboard.press('Enter');
    const palette = canvas(page).getByRole('toolbar', { name: 'Werkzeugpalette' });
    await expect.poll(() => holdsFocus(palette)).toBe(true);
    await arrowTo(palette.getByRole('button', { name: 'Aufgabe erstellen', exact: true }), 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(tasks).toHaveLength(2);
    await expect(flows).toHaveCount(2);
    await expect.poll(() => isFocused(svg)).toBe(true);

    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(tasks).toEqual([appended]);
    await expect(flows).toHaveCount(1);
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(tasks).toHaveLength(0);
    await expect(flows).toHaveCount(0);
    await expect(element(page, 'Pruefen')).toBeVisible();
  });
});
