import type { Page } from '@playwright/test';
import type { SurveyDetails } from '@prozesspuls/shared';
import {
  ACTIVITY_QUESTIONS,
  attachPath,
  lanedProcessDiagram,
  processSurveyBody,
} from '../fixtures/processSurveys';
import { iwakSurveyBody } from '../fixtures/surveys';
import { DEMO_USERS, expect, login, seedPage, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { apiSaveDiagram } from './modeller-helpers';
import { api, apiModel } from './processes-helpers';
import { sendTo } from './px-evaluation-seed';

/**
 * Through the browser: a participant of a process survey sees, above each element's
 * questions, which step is asked about (its name and kind), its role/area (pool and lane) and a
 * small read-only diagram zoomed to the step and its direct neighbours, the step marked; on a
 * desktop and on a 375 px phone, in German and in English. bpmn-js is loaded for process surveys only.
 */

const tag = Date.now().toString(36);
const POOL = `Bestellabwicklung ${tag}`;
const TASKS = [
  { elementId: 'Task_Check', elementName: 'Bestellung prüfen', lane: 'Einkauf' },
  { elementId: 'Task_Book', elementName: 'Rechnung buchen', lane: 'Buchhaltung' },
];
const addresses = (name: string) => participantAddresses(`schritt-${name}`, 5, tag);

let processTokens: string[] = [];
let iwakToken = '';

/** The scripts the page loads, by file name. */
function loadedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return scripts;
}

const card = (page: Page) => page.getByTestId('process-step-card');
const diagram = (page: Page) => card(page).getByTestId('process-step-diagram');
const shape = (page: Page, id: string) => diagram(page).locator(`.djs-element[data-element-id="${id}"]`);

/** Whether the shape is drawn inside the small diagram's frame (not panned out of view). */
async function inFrame(page: Page, id: string): Promise<boolean> {
  const frame = await diagram(page).boundingBox();
  const box = await shape(page, id).boundingBox();
  if (!frame || !box) return false;
  return (
    box.x >= frame.x - 1 &&
    box.y >= frame.y - 1 &&
    box.x + box.width <= frame.x + frame.width + 1 &&
    box.y + box.height <= frame.y + frame.height + 1
  );
}

/**
 * The card asks about Task_Check in the page's language (name and kind, pool and lane), and the
 * labelled small diagram marks it.
 */
async function expectCheckStepCard(page: Page, text: { asked: string; role: string; diagramLabel: string }) {
  await expect(card(page)).toContainText(text.asked);
  await expect(card(page).getByTestId('process-step-role')).toHaveText(text.role);
  await expect(diagram(page)).toHaveAttribute('aria-label', text.diagramLabel);
  await expect(shape(page, 'Task_Check')).toHaveClass(/pp-asked-step/);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await seedPage(browser);
  await login(page, DEMO_USERS.modeller);
  const uuid = await apiModel(page, `Prozessschritte ${tag}`);
  await apiSaveDiagram(page, uuid, lanedProcessDiagram(POOL, TASKS));
  const question = ACTIVITY_QUESTIONS[0]?.id ?? '';
  for (const task of TASKS) await api(page, 'POST', attachPath(uuid, task.elementId, question));
  const survey = await api<SurveyDetails>(
    page,
    'POST',
    '/px/survey',
    processSurveyBody(`Schritte ${tag}`, uuid),
  );
  processTokens = await sendTo(page, survey.id, addresses('prozess'));
  const iwak = await api<SurveyDetails>(page, 'POST', '/px/survey', iwakSurveyBody(`Ohne Prozess ${tag}`));
  iwakToken = (await sendTo(page, iwak.id, addresses('iwak')))[0] ?? '';
  await page.close();
});

test('on a desktop the participant sees each step’s name, role and its neighbourhood with the step marked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const scripts = loadedScripts(page);
  await page.goto(`/teilnahme/${processTokens[0]}`);
  await page.getByRole('button', { name: 'Umfrage starten' }).click();

  await expectCheckStepCard(page, {
    asked: 'Sie werden gefragt zu: Bestellung prüfen (Aufgabe)',
    role: `Rolle/Bereich: ${POOL} / Einkauf`,
    diagramLabel: 'Ausschnitt aus dem Prozessdiagramm rund um „Bestellung prüfen“',
  });
  await expect(shape(page, 'Task_Book')).not.toHaveClass(/pp-asked-step/);
  // Zoomed to the step and its direct neighbours: the start event before it, the next task after it.
  await expect.poll(() => inFrame(page, 'Task_Check')).toBe(true);
  await expect.poll(() => inFrame(page, 'Start_px')).toBe(true);
  await expect.poll(() => inFrame(page, 'Task_Book')).toBe(true);
  // The questions of the step follow the card.
  await expect(page.getByText('Trifft voll und ganz zu').first()).toBeVisible();

  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(card(page)).toContainText('Sie werden gefragt zu: Rechnung buchen (Aufgabe)');
  await expect(card(page).getByTestId('process-step-role')).toHaveText(
    `Rolle/Bereich: ${POOL} / Buchhaltung`,
  );
  await expect(shape(page, 'Task_Book')).toHaveClass(/pp-asked-step/);
  await expect(shape(page, 'Task_Check')).not.toHaveClass(/pp-asked-step/);
  await expect.poll(() => inFrame(page, 'End_px')).toBe(true);
  expect(scripts.some((url) => /step-viewer/.test(url))).toBe(true);
});

test('on a 375 px phone the card fits the screen and speaks English when the participant switches', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/teilnahme/${processTokens[1]}`);
  await page.getByTestId('participation-brand').getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Start' }).click();

  await expectCheckStepCard(page, {
    asked: 'You are asked about: Bestellung prüfen (Task)',
    role: `Role/area: ${POOL} / Einkauf`,
    diagramLabel: 'Part of the process diagram around “Bestellung prüfen”',
  });
  await expect.poll(() => inFrame(page, 'Task_Check')).toBe(true);
  await expect.poll(() => inFrame(page, 'Task_Book')).toBe(true);
  const box = await card(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
});

test('a survey without a process shows no step card and loads no diagram viewer', async ({ page }) => {
  const scripts = loadedScripts(page);
  await page.goto(`/teilnahme/${iwakToken}`);
  await page.getByRole('button', { name: 'Umfrage starten' }).click();
  await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  expect(scripts.filter((url) => /step-viewer|NavigatedViewer|bpmn/i.test(url))).toEqual([]);
});
