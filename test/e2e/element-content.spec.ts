import { expect, test } from './fixtures';
import { canvas, diagramWithSubprocess, newModelAsModeller, openElementPanel } from './modeller-helpers';
import { api, unique } from './processes-helpers';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR', 'latin1'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
]);

test('a modeller comments, uploads a PDF and an image, writes a linked description; badges appear', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Inhalte'), diagramWithSubprocess());
  const panel = await openElementPanel(page, uuid, 'Task_Check');
  // The panel names the element it is about (no number assigned yet).
  await expect(panel.getByTestId('side-panel-element')).toHaveText('Antrag prüfen · Aufgabe');

  // Kommentare
  await panel.getByRole('button', { name: 'Kommentar hinzufügen' }).click();
  await expect(page.getByText('Bitte füllen Sie alle Felder aus')).toBeVisible();
  await panel.getByLabel('Neuer Kommentar').fill('Bitte Prüfschritte ergänzen');
  await panel.getByRole('button', { name: 'Kommentar hinzufügen' }).click();
  // The comment joins the list and the field is emptied (the two happen in either order).
  await expect(
    panel.getByRole('list', { name: 'Kommentare' }).getByText('Bitte Prüfschritte ergänzen'),
  ).toBeVisible();
  await expect(panel.getByLabel('Neuer Kommentar')).toHaveValue('');

  // Dokumente: a PDF and an image through the presigned upload
  await panel.getByRole('tab', { name: 'Dokumente' }).click();
  await expect(panel.getByText('Es sind noch keine Dokumente vorhanden')).toBeVisible();
  await panel.getByTestId('document-input').setInputFiles([
    { name: 'Handbuch.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Ablauf.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(panel.getByText('Handbuch.pdf')).toBeVisible();
  await expect(panel.getByText('Ablauf.png')).toBeVisible();

  // Beschreibung with a clickable link, never HTML
  await panel.getByRole('tab', { name: 'Beschreibung' }).click();
  await panel
    .getByRole('textbox', { name: 'Beschreibung' })
    .fill('Siehe https://example.com/handbuch <b>fett</b>');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Beschreibung wurde erfolgreich gespeichert!')).toBeVisible();
  const view = panel.getByTestId('description-view');
  await expect(view.getByRole('link', { name: 'https://example.com/handbuch' })).toHaveAttribute(
    'href',
    'https://example.com/handbuch',
  );
  await expect(view.locator('b')).toHaveCount(0);

  // Badges beside the element
  const badges = canvas(page).locator('.pp-content-badges[data-element-id="Task_Check"]');
  await expect(badges.locator('[data-kind="comment"]')).toBeVisible();
  await expect(badges.locator('[data-kind="document"]')).toBeVisible();
  await expect(badges.locator('[data-kind="description"]')).toBeVisible();
  // Drawn as SVG icons, not emoji (which a machine without an emoji font shows as empty boxes).
  await expect(badges.locator('[data-kind="comment"] svg path')).toHaveCount(1);
  await expect(badges).not.toContainText(/\p{Extended_Pictographic}/u);

  // The stored descriptions feed the report's column 'Beschreibung'.
  const descriptions = await api<Array<{ elementId: string; text: string }>>(
    page,
    'GET',
    `/elementDescription/bpmn/${uuid}`,
  );
  expect(descriptions).toEqual([expect.objectContaining({ elementId: 'Task_Check' })]);
});
