import type { APIRequestContext, Page } from '@playwright/test';
import { iwakSurveyBody } from '../fixtures/surveys';
import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './fixtures';
import { apiToken, loginWith, newestTokenLink, newSession, unique } from './management-helpers';

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const reply = await request.post(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(reply.ok(), `${path} → ${reply.status()} ${await reply.text()}`).toBe(true);
  return (await reply.json()) as { id: string };
}

/** A client made by the platform's client creation, and its administrator's password. */
async function newClient(request: APIRequestContext, domain: string) {
  const superuser = await apiToken(request, DEMO_USERS.admin, DEMO_PASSWORD);
  const adminEmail = `chef@${domain}`;
  await post(request, superuser, '/client', {
    companyName: `Erster Tag ${domain}`,
    shortName: 'ET',
    adminEmail,
  });
  const invitation = await newestTokenLink(request, adminEmail);
  const password = 'Ersttag!2026Aa';
  const set = await request.post('/api/authenticate/authToken', {
    form: { authToken: invitation.replace('/tokenAuth/', ''), password },
  });
  expect(set.status()).toBe(200);
  return { adminEmail, password };
}

const checklist = (page: Page) => page.getByTestId('first-steps');
const step = (page: Page, key: string) => page.getByTestId(`first-step-${key}`);

test("a new client's administrator finds the example process and a first-steps list that ticks itself off", async ({
  browser,
  request,
}) => {
  const domain = `${unique('ersttag')}.local`;
  const { adminEmail, password } = await newClient(request, domain);
  const context = await newSession(browser);
  const page = await context.newPage();
  await loginWith(page, adminEmail, password);

  await expect(checklist(page).getByRole('heading', { name: 'Erste Schritte' })).toBeVisible();
  await expect(checklist(page)).toContainText('0 von 3 erledigt');
  for (const key of ['modelCreated', 'colleagueInvited', 'surveySent'])
    await expect(step(page, key)).toHaveAttribute('data-done', 'false');

  // The first step's link opens the create dialog of the process list.
  await step(page, 'modelCreated').getByRole('link', { name: 'Ein eigenes Prozessmodell anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prozessmodell erstellen' });
  await dialog.getByRole('textbox', { name: 'Name des Prozessmodells' }).fill('Urlaubsantrag');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expect(page).toHaveURL(/\/modelEdit\/[0-9a-f-]{36}$/);

  // The example sits in its own folder of the process list.
  await page.goto('/processList');
  await expect(page.getByText('Beispielprozesse').first()).toBeVisible();

  await page.goto('/menu');
  await expect(step(page, 'modelCreated')).toHaveAttribute('data-done', 'true');
  await expect(checklist(page)).toContainText('1 von 3 erledigt');

  // A first survey sent through the API ticks the third step.
  const admin = await apiToken(request, adminEmail, password);
  await post(request, admin, '/permission', { roleId: 'administrator', name: 'SURVEY', granted: true });
  const survey = await post(request, admin, '/px/survey', iwakSurveyBody('Erste Umfrage'));
  // As many people as the anonymity threshold (5) asks for.
  const emails = Array.from({ length: 5 }, (_, index) => `person${index + 1}@${domain}`);
  await post(request, admin, '/px/survey/send', { surveyId: survey.id, emails });
  await page.reload();
  await expect(step(page, 'surveySent')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'colleagueInvited')).toHaveAttribute('data-done', 'false');
  await expect(checklist(page)).toContainText('2 von 3 erledigt');

  await checklist(page).getByRole('button', { name: 'Ausblenden' }).click();
  await expect(checklist(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Willkommen/ })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  await context.close();
});
