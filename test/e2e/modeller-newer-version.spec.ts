import { DEMO_USERS, expect, test } from './fixtures';
import {
  apiSaveDiagram,
  canvas,
  diagramWithSubprocess,
  element,
  newModelAsModeller,
  openModel,
  secondUser,
} from './modeller-helpers';
import { api, unique } from './processes-helpers';

// The open model asks every 20 s; a little more leaves room for a slow machine.
const POLL = { timeout: 45_000 };

test('a viewer sees "Neue Version verfügbar" when another user saves, and others\' comments appear as badges', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const uuid = await newModelAsModeller(page, unique('Neue Version'), diagramWithSubprocess());
  await openModel(page, uuid);
  await expect(element(page, 'Task_Check')).toBeVisible();
  await expect(page.getByTestId('newer-version')).toHaveCount(0);

  // Another user comments on an element and saves a renamed task.
  const admin = await secondUser(browser, baseURL, DEMO_USERS.admin);
  await api(admin.page, 'POST', '/comment', {
    uuidModel: uuid,
    elementId: 'Task_Check',
    text: 'Bitte prüfen',
  });
  await expect(
    canvas(page).locator('.pp-content-badges[data-element-id="Task_Check"] [data-kind="comment"]'),
  ).toBeVisible(POLL);

  await apiSaveDiagram(
    admin.page,
    uuid,
    diagramWithSubprocess().replace('Antrag prüfen', 'Antrag genehmigen'),
  );
  const notice = page.getByTestId('newer-version');
  await expect(notice).toContainText('Neue Version verfügbar', POLL);
  // The diagram on the screen stays as it was until the user reloads.
  await expect(canvas(page).getByText('Antrag prüfen')).toBeVisible();

  await notice.getByRole('button', { name: 'Neu laden' }).click();
  await expect(canvas(page).getByText('Antrag genehmigen')).toBeVisible();
  await expect(notice).toBeHidden();
  await admin.context.close();
});
