import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from './fixtures';
import {
  apiSaveDiagram,
  canvas,
  diagramWithSubprocess,
  element,
  newModelAsModeller,
  openModel,
} from './modeller-helpers';
import { api, unique } from './processes-helpers';

// The open model asks every 20 s; a little more leaves room for a slow machine.
const POLL = { timeout: 45_000 };

/** The smallest PDF the document check accepts. */
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

/** Attaches a PDF to an element as the side panel does: upload slot, the bytes to storage, confirm. */
async function attachDocument(page: Page, uuid: string, elementId: string): Promise<void> {
  const slot = await api<{ docId: string; uploadUrl: string; headers: Record<string, string> }>(
    page,
    'POST',
    `/bpmn/${uuid}/element/${elementId}/document/upload`,
    { fileName: 'Antrag.pdf', size: PDF.length },
  );
  const put = await page.request.put(slot.uploadUrl, { headers: slot.headers, data: PDF });
  expect(put.ok()).toBe(true);
  await api(page, 'POST', `/bpmn/${uuid}/element/${elementId}/document/${slot.docId}/confirm`, {
    fileName: 'Antrag.pdf',
  });
}

test('a viewer sees "Neue Version verfügbar" when another user saves, and others\' comments, questions and documents appear as badges', async ({
  page,
  anotherPerson,
}) => {
  test.setTimeout(180_000);
  const uuid = await newModelAsModeller(page, unique('Neue Version'), diagramWithSubprocess());
  await openModel(page, uuid);
  await expect(element(page, 'Task_Check')).toBeVisible();
  await expect(page.getByTestId('newer-version')).toHaveCount(0);

  // Another user comments on an element, asks a question about it and attaches a document to it;
  // each shows its badge on the open model without a reload. Then that user saves a renamed task.
  const badge = (kind: string) =>
    canvas(page).locator(`.pp-content-badges[data-element-id="Task_Check"] [data-kind="${kind}"]`);
  for (const kind of ['comment', 'question', 'document']) await expect(badge(kind)).toHaveCount(0);
  const admin = await anotherPerson(DEMO_USERS.admin);
  await api(admin, 'POST', '/comment', {
    uuidModel: uuid,
    elementId: 'Task_Check',
    text: 'Bitte prüfen',
  });
  await api(admin, 'POST', `/bpmn/${uuid}/element/Task_Check/question`, {
    questionText: 'Wer prüft den Antrag?',
    assignee: DEMO_USERS.modeller,
  });
  await attachDocument(admin, uuid, 'Task_Check');
  for (const kind of ['comment', 'question', 'document']) await expect(badge(kind)).toBeVisible(POLL);

  await apiSaveDiagram(admin, uuid, diagramWithSubprocess().replace('Antrag prüfen', 'Antrag genehmigen'));
  const notice = page.getByTestId('newer-version');
  await expect(notice).toContainText('Neue Version verfügbar', POLL);
  // The diagram on the screen stays as it was until the user reloads.
  await expect(canvas(page).getByText('Antrag prüfen')).toBeVisible();

  await notice.getByRole('button', { name: 'Neu laden' }).click();
  await expect(canvas(page).getByText('Antrag genehmigen')).toBeVisible();
  await expect(notice).toBeHidden();
});
