import { manualSurveyBody, ONE_TEXT_QUESTION, withCreatedQuestions } from '../fixtures/surveys';
import { typeDate } from './date-field-helpers';
import { DEMO_PASSWORD, DEMO_USERS, expect, login, test } from './fixtures';
import { apiToken } from './management-helpers';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test('the measures plan lists a survey’s measure, edits its status and deletes it after confirmation', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO_USERS.admin, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const title = unique('Maßnahmen E2E');
  // A manual survey asks only questions its client is offered: its question first.
  const content = await withCreatedQuestions(ONE_TEXT_QUESTION, async (data) => {
    const question = await request.post('/api/px/question', { headers, data });
    expect(question.status()).toBe(201);
    return ((await question.json()) as { id: string }).id;
  });
  const survey = await request.post('/api/px/survey', {
    headers,
    data: manualSurveyBody(title, content),
  });
  expect(survey.status()).toBe(200);
  const surveyId = ((await survey.json()) as { id: string }).id;
  const measureTitle = unique('Pausenraum einrichten');
  const measure = await request.post('/api/px/measure', {
    headers,
    data: {
      surveyId,
      nodeId: 'knoten-1',
      targetName: 'Arbeitsumgebung',
      title: measureTitle,
      responsibleUserId: DEMO_USERS.modeller,
      dueDate: '2099-03-09',
    },
  });
  expect(measure.status()).toBe(200);

  await login(page, DEMO_USERS.admin);
  await page.goto(`/surveys/measures?surveyId=${surveyId}`);
  await expect(page.getByRole('heading', { name: 'Maßnahmenplan' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: measureTitle });
  await expect(row.getByText('Arbeitsumgebung')).toBeVisible();
  await expect(row.getByText('09.03.2099')).toBeVisible();
  await expect(row.getByText('offen', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Bearbeiten: ${measureTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Maßnahme bearbeiten' });
  // The due date is typed and shown as TT.MM.JJJJ; a half-typed date is refused with a message.
  const dueDate = dialog.getByRole('group', { name: /Fällig am/ });
  await expect(dueDate).toContainText('09.03.2099');
  const daySection = dueDate.getByRole('spinbutton').first();
  await daySection.click();
  await page.keyboard.press('Backspace');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByText('Bitte geben Sie ein gültiges Fälligkeitsdatum an (TT.MM.JJJJ).'),
  ).toBeVisible();
  await typeDate(page, dueDate, '10');
  await expect(dueDate).toContainText('10.03.2099');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'erledigt' }).click();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('erledigt', { exact: true })).toBeVisible();
  await expect(row.getByText('10.03.2099')).toBeVisible();

  await row.getByRole('button', { name: `Löschen: ${measureTitle}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Maßnahme löschen' });
  await expect(confirm.getByText('Möchten Sie diese Maßnahme wirklich löschen?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Noch keine Maßnahmen')).toBeVisible();
});

test('members without SURVEY do not reach the measures plan', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await page.goto('/surveys/measures');
  await expect(page).toHaveURL(/\/error\/403$/);
});

test('the measures plan is reachable from the navigation', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  await page.goto('/surveys');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Maßnahmenplan' })
    .click();
  await expect(page).toHaveURL(/\/surveys\/measures$/);
  await expect(page.getByRole('heading', { name: 'Maßnahmenplan' })).toBeVisible();
});
