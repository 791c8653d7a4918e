import type { Page } from '@playwright/test';
import { CHECKLIST_TEMPLATE_STEPS } from '@prozesspuls/shared/checklists';
import { iwakSurveyBody } from '../fixtures/surveys';
import { DEMO_PASSWORD, DEMO_USERS, expect, login, test } from './fixtures';
import { apiToken } from './management-helpers';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

const step1Items = CHECKLIST_TEMPLATE_STEPS[0]?.fields[1]?.options.map((o) => o.question) ?? [];
const step1Notes = CHECKLIST_TEMPLATE_STEPS[0]?.fields[0]?.options.map((o) => o.question) ?? [];

async function markDone(page: Page, question: string) {
  await page.getByRole('radiogroup', { name: question }).getByLabel('Vollständig erledigt').check();
}

test('a checklist is created, linked to a survey, answered, saved, shown with its status and deleted', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO_USERS.admin, DEMO_PASSWORD);
  const surveyTitle = unique('Bindung Checkliste E2E');
  const survey = await request.post('/api/px/survey', {
    headers: { authorization: `Bearer ${token}` },
    data: iwakSurveyBody(surveyTitle),
  });
  expect(survey.status()).toBe(200);
  const name = unique('Einführung Cloud-Telefonie');

  await login(page, DEMO_USERS.admin);
  await page.goto('/checklist');
  await expect(page.getByRole('heading', { name: 'Checkliste der Innovationsprozesse' })).toBeVisible();
  await page.getByRole('button', { name: 'Neue Checkliste' }).click();
  const create = page.getByRole('dialog', { name: 'Bitte geben Sie Ihrer Checkliste einen Namen:' });
  await expect(create.getByRole('combobox', { name: /Verknüpfte Umfrage/ })).toHaveText(
    'Umfrage später verknüpfen',
  );
  await create.getByRole('textbox', { name: 'Titel' }).fill(name);
  await create.getByRole('button', { name: 'Erstellen' }).click();

  await expect(page).toHaveURL(/\/checklist\/newChecklist\//);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('radio', { name: 'Unternehmensweit' }).check();
  await page.getByRole('button', { name: 'Starten' }).click();
  await expect(page).toHaveURL(/\/checklist\/answerChecklist\/[^?]+\?skipStep4=false$/);
  await expect(page.getByRole('heading', { name: '1. Zweck bestimmen' })).toBeVisible();

  // Step 1 cannot be completed before a module-1 survey is connected.
  for (const item of step1Items) await markDone(page, item);
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();

  await page.getByRole('button', { name: 'Umfrage Bindungsmodul (benötigt)' }).click();
  const connect = page.getByRole('dialog', { name: 'Umfrage Bindungsmodul (benötigt)' });
  await expect(connect.getByRole('button', { name: 'OK' })).toBeDisabled();
  await connect.getByRole('combobox', { name: 'Umfrage' }).click();
  await page.getByRole('option', { name: surveyTitle }).click();
  await connect.getByRole('button', { name: 'OK' }).click();
  await expect(connect).toBeHidden();
  await expect(page.getByRole('button', { name: 'Umfrage Bindungsmodul (benötigt)' })).toHaveAttribute(
    'data-connected',
    'true',
  );

  // Three of four items done: 75 %, yellow, and Weiter stays disabled.
  await page
    .getByRole('radiogroup', { name: step1Items[3] ?? '' })
    .getByLabel('Teilweise erledigt')
    .check();
  await page
    .getByRole('textbox', { name: step1Notes[0] ?? '' })
    .fill('Erreichbarkeit im Außendienst verbessern');
  await expect(page.getByText('Fortschritt dieses Schritts: 75 %')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Speichern erfolgreich')).toBeVisible();

  await page.getByRole('button', { name: 'Zurück zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/checklist$/);
  const row = page.getByTestId('checklist-row').filter({ hasText: name });
  await expect(row.getByText('Zweck bestimmen')).toBeVisible();
  await expect(row.getByText('75 %')).toBeVisible();
  await expect(row.locator('[data-light="yellow"]').first()).toBeVisible();

  // Back in: the note was kept; the last item done enables Weiter, which saves and moves on.
  await row.hover();
  await row.getByRole('button', { name: 'Checkliste bearbeiten' }).click();
  await expect(page.getByRole('textbox', { name: step1Notes[0] ?? '' })).toHaveValue(
    'Erreichbarkeit im Außendienst verbessern',
  );
  await markDone(page, step1Items[3] ?? '');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const stepDone = page.getByRole('dialog', { name: 'Sie haben einen Umfrageschritt abgeschlossen' });
  await stepDone.getByRole('button', { name: 'Nein' }).click();
  await expect(page.getByRole('heading', { name: '2. Gezielt vorbereiten' })).toBeVisible();

  // Leaving with an unsaved change asks first; 'Ja' saves.
  const firstNote = CHECKLIST_TEMPLATE_STEPS[1]?.fields[0]?.options[0]?.question ?? '';
  await page.getByRole('textbox', { name: firstNote }).fill('Vertrieb und Service');
  await page.getByRole('button', { name: 'Zurück zur Übersicht' }).click();
  const leave = page.getByRole('dialog', { name: 'Speichern Sie Ihre Arbeit' });
  await expect(
    leave.getByText('Möchten Sie die Änderungen speichern, bevor Sie die Seite verlassen?'),
  ).toBeVisible();
  await leave.getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL(/\/checklist$/);
  await expect(row.getByText('Gezielt vorbereiten')).toBeVisible();
  await expect(row.getByText('0 %')).toBeVisible();

  // Delete after confirmation.
  await row.hover();
  await row.getByRole('button', { name: 'Checkliste löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Checkliste löschen' });
  await expect(
    confirm.getByText(`Möchten Sie die Checkliste „${name}“ wirklich löschen?`, { exact: false }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('checklist-row').filter({ hasText: name })).toHaveCount(0);
});

test('members without SURVEY do not reach the checklists', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.goto('/checklist');
  await expect(page).toHaveURL(/\/error\/403$/);
});
