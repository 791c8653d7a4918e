import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, login, test } from '../e2e/fixtures';
import { apiSaveDiagram, openModel } from '../e2e/modeller-helpers';
import { api, apiModel } from '../e2e/processes-helpers';
import { finishedIwakSurvey } from '../e2e/px-evaluation-seed';
import { LEAVE_REQUEST } from './diagrams';
import { HANDBOOK_IMAGES_DIR } from './recorder';

/**
 * The handbook's screenshots, one per chapter, named after the chapter id
 * (`web/public/handbook/<id>.png`, shown at the top of the chapter). Taken from the running
 * product with the seeded demo data, so re-running `npm run docs:media` keeps them current.
 */

const tag = Date.now().toString(36).slice(-4);

async function shoot(page: Page, chapter: string): Promise<void> {
  mkdirSync(HANDBOOK_IMAGES_DIR, { recursive: true });
  // Let transitions and lazy content settle: the page is idle when nothing loads any more, and no
  // spinner or indeterminate bar is left (determinate bars, such as a lesson's progress, stay).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await page.screenshot({ path: join(HANDBOOK_IMAGES_DIR, `${chapter}.png`), animations: 'disabled' });
}

test('handbook screenshots of the signed-out screens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await shoot(page, 'anmeldung');
});

test('handbook screenshots of the administrator', async ({ page }) => {
  await login(page, DEMO_USERS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna!' })).toBeVisible();
  await shoot(page, 'startseite');
  await page.goto('/management/users');
  await expect(page.getByText('modeller@demo.local').first()).toBeVisible();
  await shoot(page, 'nutzerverwaltung');
});

test('handbook screenshots of the modeller', async ({ page }) => {
  test.setTimeout(600_000);
  await login(page, DEMO_USERS.modeller);

  const uuid = await apiModel(page, `Urlaubsantrag ${tag}`);
  await apiSaveDiagram(page, uuid, LEAVE_REQUEST);
  await openModel(page, uuid);
  await shoot(page, 'prozesse');

  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'fragen');

  await page.goto('/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Umfragen' })).toBeVisible();
  await shoot(page, 'umfragen');

  const surveyId = await finishedIwakSurvey(
    page,
    `Bindung Handbuch ${tag}`,
    Array.from({ length: 6 }, (_, index) => `handbuch-${index + 1}-${tag}@demo.local`),
    [1, 2, 2, 3, 4],
  );
  await page.goto(`/surveys/evaluation/${surveyId}`);
  await expect(page.getByTestId('state-chip')).toHaveText('Beendet');
  await expect(page.getByTestId('evaluation-card').first()).toBeVisible();
  await shoot(page, 'auswertung');

  // The checklists chapter shows checklists at work: one linked to the survey just evaluated.
  for (const name of ['Ideenwerkstatt Rechnungseingang', 'Neue Urlaubsplanung']) {
    await api(page, 'POST', '/checklist', {
      name: `${name} ${tag}`,
      description: 'Innovationsprozess mit Mitarbeiterbefragung',
      mod1surveyId: surveyId,
    });
  }
  await page.goto('/checklist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`Neue Urlaubsplanung ${tag}`)).toBeVisible();
  await shoot(page, 'checklisten');

  await page.goto('/help?tab=schulung');
  await expect(page.getByRole('list', { name: 'Lektionen' })).toBeVisible();
  await shoot(page, 'hilfe');
});
