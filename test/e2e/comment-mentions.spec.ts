import type { APIRequestContext } from '@playwright/test';
import { DEMO_USERS, expect, test } from './fixtures';
import { mailsTo } from './mailbox';
import { diagramWithSubprocess, newModelAsModeller, openElementPanel } from './modeller-helpers';
import { unique } from './processes-helpers';

/** The text of the newest mail to `to` that contains `marker`, read from the SES emulator's store. */
async function mailContaining(request: APIRequestContext, to: string, marker: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(request, to);
      text = mails.find((mail) => (mail.body.text ?? '').includes(marker))?.body.text ?? '';
      return text;
    })
    .toBeTruthy();
  return text;
}

test("'@' in a comment offers the client's members; the mentioned admin gets a mail whose link opens the element", async ({
  page,
  anotherPerson,
}) => {
  const uuid = await newModelAsModeller(page, unique('Erwähnung'), diagramWithSubprocess());
  const panel = await openElementPanel(page, uuid, 'Task_Check');

  const marker = unique('Prüfschritt');
  const field = panel.getByRole('combobox', { name: 'Neuer Kommentar' });
  await field.click();
  await field.pressSequentially('Bitte @An');
  const suggestions = page.getByRole('listbox', { name: 'Mitglieder zum Erwähnen' });
  await expect(suggestions.getByRole('option', { name: /Anna Admin/ })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: /Max Modell/ })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(suggestions).toBeHidden();
  await field.pressSequentially(`ansehen: ${marker}`);
  await expect(field).toHaveValue(`Bitte @Anna Admin ansehen: ${marker}`);
  await panel.getByRole('button', { name: 'Kommentar hinzufügen' }).click();
  // The box empties once the comment is stored; until then its text would match the marker too.
  await expect(field).toHaveValue('');

  // Stored by id, shown by name.
  const mention = panel.locator('[data-mention="admin@demo.local"]');
  await expect(mention).toHaveText('@Anna Admin');
  await expect(panel.getByText(marker)).toBeVisible();
  await expect(panel.getByText('@[admin@demo.local]')).toHaveCount(0);

  // The admin's mail links to the model at that element.
  const mail = await mailContaining(page.request, DEMO_USERS.admin, marker);
  expect(mail).toContain(`@Anna Admin ansehen: ${marker}`);
  const link = /\/modelEdit\/[^\s]+/.exec(mail)?.[0] ?? '';
  expect(link).toBe(`/modelEdit/${uuid}?element=Task_Check`);

  const admin = await anotherPerson(DEMO_USERS.admin);
  await admin.goto(link);
  const adminPanel = admin.getByRole('complementary', { name: 'Seitenleiste' });
  await expect(adminPanel.locator('[data-mention="admin@demo.local"]')).toHaveText('@Anna Admin');
  await expect(adminPanel.getByText(marker)).toBeVisible();
});
