import { typeDate } from './date-field-helpers';
import { expect, test } from './fixtures';
import {
  canvas,
  diagramWithSubprocess,
  downloaded,
  endEditing,
  newModelAsModeller,
  openElementPanel,
  openModel,
} from './modeller-helpers';
import { api, fileOnDisk, openProcessList, unique } from './processes-helpers';

test('a model exported as BPMN XML and imported as a new process keeps its description and number', async ({
  page,
}) => {
  const name = unique('XML Rundreise');
  const uuid = await newModelAsModeller(page, name, diagramWithSubprocess());
  await api(page, 'POST', '/elementDescription', {
    uuidModel: uuid,
    elementId: 'Task_Check',
    text: 'Antrag auf Vollständigkeit prüfen',
  });
  await api(page, 'POST', '/elementNumber', { number: '3.1', uuidModel: uuid, elementId: 'Task_Check' });

  // 'Exportieren' → XML in the modeller.
  await openModel(page, uuid);
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^XML/ }).click();
  const exported = (await downloaded(await download)).toString();
  expect(exported).toContain('<bpmn:documentation>Antrag auf Vollständigkeit prüfen</bpmn:documentation>');
  expect(exported).toContain('<pp:elementNumber>3.1</pp:elementNumber>');

  // Imported again as a new process through the process list.
  const copyName = unique('XML Kopie');
  const file = fileOnDisk(`${copyName}.bpmn`, { text: exported });
  await openProcessList(page, '?dialog=import');
  const dialog = page.getByRole('dialog', { name: 'Prozessmodell importieren' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('combobox', { name: 'Ordner' }).click();
  await page.getByRole('option', { name: 'Default' }).click();
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await expect(page).toHaveURL(/\/modelEdit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: copyName })).toBeVisible();
  const copy = /\/modelEdit\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  expect(copy).not.toBe(uuid);
  await endEditing(page);

  // The new process shows the number beside the element and the description in the side panel.
  const panel = await openElementPanel(page, copy, 'Task_Check');
  await expect(canvas(page).locator('.pp-number-badge[data-element-id="Task_Check"]')).toHaveText('3.1');
  await panel.getByRole('tab', { name: 'Beschreibung' }).click();
  await expect(panel.getByTestId('description-view')).toHaveText('Antrag auf Vollständigkeit prüfen');
});

test('the owner sets the next review date in the modeller; a wrong day is named in German', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Prüfdatum'));
  await api(page, 'PUT', `/bpmn/${uuid}/releaseEnabled`, { releaseEnabled: true });
  await openModel(page, uuid);
  const bar = page.getByTestId('release-bar');
  await bar.getByRole('button', { name: 'Datum ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nächste Überprüfung festlegen' });
  // Typed as TT.MM.JJJJ into the day, month and year sections.
  const reviewDate = dialog.getByRole('group', { name: /Nächste Überprüfung/ });
  await typeDate(page, reviewDate, '01012020');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByText('Das Datum der nächsten Überprüfung darf nicht in der Vergangenheit liegen.'),
  ).toBeVisible();
  await typeDate(page, reviewDate, '15062030');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar.getByTestId('review-date')).toHaveText('Nächste Überprüfung: 15.06.2030');
});
