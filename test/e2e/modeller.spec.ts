import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_USERS, expect, login, test } from './fixtures';
import {
  apiSaveDiagram,
  canvas,
  contextPadEntry,
  createFromPalette,
  diagramWithSubprocess,
  downloaded,
  editNewModelWithoutCustomElements,
  element,
  elementIds,
  endEditing,
  exportAs,
  newModelAsModeller,
  newUniqueModel,
  openCustomElementManager,
  openModel,
  SCREENSHOTS,
  screenshot,
  shapes,
  startEditing,
  typeNewLabel,
} from './modeller-helpers';
import { api, apiModel, downloadNamePattern, unique } from './processes-helpers';

test.describe('modeller: view mode and the edit lock', () => {
  test('view mode is read-only; the lock holder is named to a second user; ending frees it', async ({
    page,
    anotherPerson,
  }) => {
    const { name, uuid } = await newUniqueModel(page, 'Gesperrt');
    await openModel(page, uuid);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('mode-chip')).toHaveText('Ansicht');

    // View mode: no palette, no context pad, no undo.
    await expect(canvas(page).locator('.djs-palette')).toBeHidden();
    await canvas(page).locator('.djs-element[data-element-id="StartEvent_1"]').click();
    await expect(canvas(page).locator('.djs-context-pad')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rückgängig' })).toHaveCount(0);
    await screenshot(page, 'modeller-view.png');

    // The side panel with its tabs.
    await page.getByRole('button', { name: 'Seitenleiste' }).click();
    const panel = page.getByRole('complementary', { name: 'Seitenleiste' });
    for (const tab of ['Kommentare', 'Dokumente', 'Beschreibung']) {
      await expect(panel.getByRole('tab', { name: tab })).toBeVisible();
    }
    // The tabs show the selected element's content.
    await expect(panel.getByText('Es sind noch keine Kommentare vorhanden')).toBeVisible();
    await panel.getByRole('tab', { name: 'Beschreibung' }).click();
    await expect(panel.getByRole('tabpanel')).toContainText('Es ist noch keine Beschreibung vorhanden');
    await panel.getByRole('button', { name: 'Seitenleiste schließen' }).click();
    await expect(panel).toBeHidden();

    await startEditing(page);
    await expect(canvas(page).locator('.djs-palette')).toBeVisible();
    await screenshot(page, 'modeller-edit.png');

    // A second user at the same time: the lock names its holder.
    const admin = await anotherPerson(DEMO_USERS.admin);
    await openModel(admin, uuid);
    await admin.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    await admin
      .getByRole('dialog', { name: 'Bearbeiten' })
      .getByRole('button', { name: 'Bearbeiten' })
      .click();
    const locked = admin.getByRole('dialog', { name: 'Bearbeitung nicht möglich' });
    await expect(
      locked.getByText('Das Prozessmodell wird gerade von folgendem Nutzer bearbeitet: Max Modell'),
    ).toBeVisible();
    await locked.getByRole('button', { name: 'OK' }).click();
    await expect(admin.getByTestId('mode-chip')).toHaveText('Ansicht');

    await endEditing(page);
    await expect(canvas(page).locator('.djs-palette')).toBeHidden();

    // Freed: now the admin may edit.
    await admin.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    await admin
      .getByRole('dialog', { name: 'Bearbeiten' })
      .getByRole('button', { name: 'Bearbeiten' })
      .click();
    await expect(admin.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
    await endEditing(admin);
  });
});

const SVG_ICON = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#2e7d32"/><path d="M7 12l3 3 7-7" stroke="#fff" stroke-width="2" fill="none"/></svg>',
);

test('a model opened again in the same session shows what was saved, not the earlier copy', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Wieder öffnen'));
  await openModel(page, uuid);
  const before = await shapes(page).count();
  await startEditing(page);
  await createFromPalette(page, 'Aufgabe erstellen', 420, 200);
  await page.keyboard.press('Escape');
  await expect(shapes(page)).toHaveCount(before + 1);
  await endEditing(page);

  // Away to the list and back through the browser's history: no reload of the app.
  await page.getByText('Zurück zur Prozessliste').click();
  await page.waitForURL('**/processList');
  await page.goBack();
  await page.waitForURL(`**/modelEdit/${uuid}`);
  await expect(shapes(page)).toHaveCount(before + 1);
});

test('a number badge follows its element, leaves with it on delete and returns on undo', async ({ page }) => {
  const uuid = await newModelAsModeller(page, unique('Badges'), diagramWithSubprocess());
  await api(page, 'POST', '/elementNumber', { number: '1', uuidModel: uuid, elementId: 'Task_Check' });
  await openModel(page, uuid);
  const badge = canvas(page).locator('.pp-number-badge[data-element-id="Task_Check"]');
  await expect(badge).toHaveText('1');
  await startEditing(page);

  // Moved: the badge moves along.
  const before = await badge.boundingBox();
  const box = await element(page, 'Task_Check').boundingBox();
  if (!before || !box) throw new Error('badge or task not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 120, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => ((await badge.boundingBox())?.y ?? 0) - before.y).toBeGreaterThan(60);

  // Deleted: the badge goes; undo brings element and badge back.
  await contextPadEntry(page, 'Task_Check', 'Löschen');
  await expect(element(page, 'Task_Check')).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(element(page, 'Task_Check')).toHaveCount(1);
  await expect(badge).toHaveText('1');
  await expect(canvas(page).locator('.pp-number-badge')).toHaveCount(1);
});

test('without the right to edit, the model is only shown', async ({ page }) => {
  await login(page, DEMO_USERS.admin);
  const { id: folderId } = await api<{ id: string }>(page, 'POST', '/folder', {
    folderName: unique('Nur lesen'),
    folderPermissions: [
      { roleId: 'administrator', permissions: { PROCESS_READ: true, PROCESS_WRITE: true } },
      { roleId: 'modellierer', permissions: { PROCESS_READ: true, PROCESS_WRITE: false } },
    ],
  });
  const name = unique('Fremdes Modell');
  const uuid = await apiModel(page, name, folderId);
  await page.getByRole('button', { name: 'Logout' }).click();
  await login(page, DEMO_USERS.modeller);
  await openModel(page, uuid);
  await expect(page.getByTestId('mode-chip')).toHaveText('Nur Ansicht');
  await expect(page.getByRole('button', { name: 'Bearbeiten', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eigene Elemente' })).toHaveCount(0);
  await expect(canvas(page).locator('.djs-palette')).toBeHidden();
  await page.getByRole('button', { name: 'Exportieren' }).click();
  // Pictures of the diagram (PDF, SVG, PNG) for everyone who sees it; the XML and the report need the right to edit.
  await expect(page.getByRole('menuitem')).toHaveCount(3);
  await expect(page.getByRole('menuitem', { name: /^PDF/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^(XML|Bericht)/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Historie' }).click();
  const history = page.getByRole('dialog', { name: 'Historie' });
  await expect(history.getByTestId('history-entry')).toHaveCount(1);
  await expect(history.getByRole('button', { name: 'Version übernehmen' })).toHaveCount(0);
});

test.describe('modeller: modelling, numbers, custom elements, save and history', () => {
  test('models with the palette and a custom element, numbers elements, saves and restores', async ({
    page,
  }) => {
    await editNewModelWithoutCustomElements(page, unique('Modellieren'));

    // A task from the palette, named right away.
    await createFromPalette(page, 'Aufgabe erstellen', 420, 200);
    await typeNewLabel(page, 'Rechnung prüfen');
    await canvas(page).click({ position: { x: 700, y: 420 } });
    const [task] = await elementIds(page, 'Activity_');
    expect(task).toBeDefined();
    await expect(element(page, task ?? '')).toContainText('Rechnung prüfen');
    await expect(page.getByRole('button', { name: 'Rückgängig' })).toBeEnabled();

    // The custom element manager validates the icon and the title.
    const manager = await openCustomElementManager(page);
    await expect(manager.getByText('Noch keine eigenen Elemente angelegt.')).toBeVisible();
    const iconInput = manager.getByTestId('custom-element-icon-input');
    const iconError =
      'Fehler: Es können nur Bilddateien mit einer maximalen Größe von 10KB hochgeladen werden (bspw. svg)';
    await iconInput.setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(manager.getByText(iconError)).toBeVisible();
    await iconInput.setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: Buffer.alloc(10_240) });
    await expect(manager.getByText(iconError)).toBeVisible();
    await manager.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(manager.getByText('Bitte geben Sie eine Bezeichnung ein.')).toBeVisible();
    await manager.getByRole('textbox', { name: 'Bezeichnung' }).fill('Prüfschritt');
    await iconInput.setInputFiles({ name: 'haken.svg', mimeType: 'image/svg+xml', buffer: SVG_ICON });
    await expect(manager.getByText('Gewähltes Icon: haken.svg')).toBeVisible();
    await manager.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(
      manager.getByRole('list', { name: 'Eigene Elemente' }).getByText('Prüfschritt'),
    ).toBeVisible();
    await expect(manager.getByText('1 von 5 eigenen Elementen')).toBeVisible();
    await screenshot(page, 'modeller-custom-elements.png');
    await manager.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(manager).toBeHidden();

    // …and it is in the palette with its icon; placed, it is drawn with the icon.
    await createFromPalette(page, 'Prüfschritt erstellen', 620, 200);
    await canvas(page).click({ position: { x: 700, y: 420 } });
    const customId = (await elementIds(page, 'Activity_')).find((id) => id !== task) ?? '';
    await expect(element(page, customId).locator('image.pp-custom-icon')).toHaveCount(1);
    await expect(element(page, customId)).toContainText('Prüfschritt');

    // Numbers: every validation message, then renumbering after confirmation.
    await expect(page.getByRole('switch', { name: 'Nummerierung' })).toBeChecked();
    await contextPadEntry(page, task ?? '', 'Nummer vergeben');
    let field = page.getByRole('textbox', { name: 'Elementnummer' });
    await expect(field).toHaveValue('1');
    await field.fill('1.a');
    await field.press('Enter');
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Ungültiges Nummernformat. Verwenden Sie ein hierarchisches Format wie 1, 1.1, 2.3 usw.',
      }),
    ).toBeVisible();
    await field.fill('0');
    await field.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Die Nummer 0 kann nicht vergeben werden' }),
    ).toBeVisible();
    await field.fill('1');
    await field.press('Enter');
    await expect(field).toBeHidden();
    await expect(canvas(page).getByRole('button', { name: 'Nummer 1' })).toBeVisible();

    await contextPadEntry(page, customId, 'Nummer vergeben');
    field = page.getByRole('textbox', { name: 'Elementnummer' });
    await expect(field).toHaveValue('2');
    await field.fill('1');
    await field.press('Enter');
    const renumber = page.getByRole('dialog', { name: 'Nummer bereits vergeben' });
    await expect(
      renumber.getByText(
        'Die Nummer 1 wird bereits verwendet. Sollen alle folgenden Elemente neu nummeriert werden?',
      ),
    ).toBeVisible();
    await renumber.getByRole('button', { name: 'Nein' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Diese Nummer wird bereits verwendet!' }),
    ).toBeVisible();
    await field.press('Enter');
    await renumber.getByRole('button', { name: 'Neu nummerieren' }).click();
    await expect(field).toBeHidden();
    await expect(element(page, customId)).toBeVisible();
    await expect(canvas(page).locator(`.pp-number-badge[data-element-id="${customId}"]`)).toHaveText('1');
    await expect(canvas(page).locator(`.pp-number-badge[data-element-id="${task}"]`)).toHaveText('2');
    await screenshot(page, 'modeller-numbering.png');

    // The switch hides and shows the badges; sticky notes get none.
    await page.getByRole('switch', { name: 'Nummerierung' }).click();
    await expect(canvas(page).locator('.pp-number-badge')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Nummerierung' }).click();
    await expect(canvas(page).locator('.pp-number-badge')).toHaveCount(2);
    await createFromPalette(page, 'Notiz erstellen', 420, 380);
    await typeNewLabel(page, 'Mit dem Einkauf klären');
    await canvas(page).click({ position: { x: 800, y: 450 } });
    const [note] = await elementIds(page, 'TextAnnotation_');
    await expect(element(page, note ?? '').locator('.pp-sticky-note')).toHaveCount(1);
    await element(page, note ?? '').click();
    await expect(canvas(page).locator('.djs-context-pad').getByTitle('Nummer vergeben')).toHaveCount(0);

    // Save.
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Speichern erfolgreich')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled();
    await expect(page.getByText('Speichern erfolgreich')).toBeHidden({ timeout: 5000 });

    // History: the first version (only the start event) comes back.
    await page.getByRole('button', { name: 'Historie' }).click();
    const history = page.getByRole('dialog', { name: 'Historie' });
    await expect(history.getByRole('tab', { name: 'Prozesshistorie' })).toBeVisible();
    const entries = history.getByTestId('history-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Aktuelle Version');
    await expect(entries.first()).toContainText('von Max Modell');
    await expect(history.getByTestId('diagram-preview').locator('.djs-element.djs-shape')).not.toHaveCount(0);
    await expect(history.getByRole('button', { name: 'Version übernehmen' })).toBeDisabled();
    await entries.nth(1).click();
    await expect(history.getByTestId('diagram-preview').locator('.djs-element.djs-shape')).toHaveCount(1);
    await screenshot(page, 'modeller-history.png');
    await history.getByRole('button', { name: 'Version übernehmen' }).click();
    const restore = page.getByRole('dialog', { name: 'Version übernehmen' });
    await restore.getByRole('button', { name: 'Version übernehmen' }).click();
    await expect(history).toBeHidden();
    await expect(page.getByText('Die Version wurde übernommen.')).toBeVisible();
    await expect(shapes(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Historie' }).click();
    await expect(page.getByRole('dialog', { name: 'Historie' }).getByTestId('history-entry')).toHaveCount(3);
    await page.getByRole('dialog', { name: 'Historie' }).getByRole('button', { name: 'Schließen' }).click();

    await endEditing(page);
  });
});

test.describe('modeller: subprocesses and exports', () => {
  test('links a subprocess and opens it in a new tab; unlinking renames it', async ({ page }) => {
    await login(page, DEMO_USERS.modeller);
    const mainName = unique('Hauptprozess');
    const subName = unique('Teilprozess Bestellung');
    const main = await apiModel(page, mainName);
    const sub = await apiModel(page, subName);
    await apiSaveDiagram(page, main, diagramWithSubprocess());
    await openModel(page, main);

    // Not linked yet: opening it explains that it must be linked first.
    await canvas(page).getByRole('button', { name: 'Teilprozess öffnen (nicht verknüpft)' }).click();
    const unlinked = page.getByRole('dialog', { name: 'Teilprozess nicht verknüpft' });
    await expect(unlinked.getByText(/muss zuerst verknüpft werden/)).toBeVisible();
    await unlinked.getByRole('button', { name: 'OK' }).click();

    await startEditing(page);
    await contextPadEntry(page, 'Sub_Order', 'Teilprozess verknüpfen');
    const linkDialog = page.getByRole('dialog', { name: 'Teilprozess verknüpfen' });
    await expect(linkDialog.getByText('Prozess auswählen um Vorschau anzuzeigen')).toBeVisible();
    await linkDialog.getByRole('searchbox', { name: 'Prozess suchen' }).fill(mainName);
    await expect(linkDialog.getByText('Es sind keine Prozesse verfügbar')).toBeVisible();
    await linkDialog.getByRole('searchbox', { name: 'Prozess suchen' }).fill(subName);
    await linkDialog.getByRole('button', { name: subName }).click();
    await expect(linkDialog.getByTestId('diagram-preview').locator('.djs-element.djs-shape')).toHaveCount(1);
    await screenshot(page, 'modeller-link-subprocess.png');
    await linkDialog.getByRole('button', { name: 'Verknüpfen' }).click();
    await expect(linkDialog).toBeHidden();

    // Opening the linked subprocess opens that model in a new tab.
    await canvas(page)
      .getByRole('button', { name: `Teilprozess öffnen: ${subName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/modelEdit/${sub}$`));
    const tabs = page.getByRole('tablist', { name: 'Geöffnete Prozessmodelle' });
    await expect(tabs.getByRole('tab')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1, name: subName })).toBeVisible();
    await expect(shapes(page)).toHaveCount(1);
    await tabs.getByRole('tab', { name: new RegExp(mainName) }).click();
    await expect(page).toHaveURL(new RegExp(`/modelEdit/${main}$`));
    await expect(page.getByTestId('mode-chip').filter({ visible: true })).toHaveText('Bearbeitungsmodus');

    // Unlinking appends ' (nicht verknüpft)' to the name.
    await contextPadEntry(page, 'Sub_Order', 'Verknüpfung lösen');
    await expect(element(page, 'Sub_Order')).toContainText('Bestellung (nicht verknüpft)');
    await expect(
      canvas(page).getByRole('button', { name: 'Teilprozess öffnen (nicht verknüpft)' }),
    ).toBeVisible();

    // Closing the tab of the edited model saves and ends editing; the other tab stays.
    await tabs.getByRole('button', { name: `Tab schließen: ${mainName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/modelEdit/${sub}$`));
    await expect(page.getByRole('tablist', { name: 'Geöffnete Prozessmodelle' })).toHaveCount(0);
    const saved = await api<{ currentEditor: string | null; diagramXML: string }>(
      page,
      'GET',
      `/bpmn/${main}`,
    );
    expect(saved.currentEditor).toBeNull();
    expect(saved.diagramXML).toContain('Bestellung (nicht verknüpft)');
  });

  test('downloads XML, the diagram PDF and the report (not in edit mode)', async ({ page }) => {
    const { name, uuid } = await newUniqueModel(page, 'Export', diagramWithSubprocess());
    await openModel(page, uuid);

    const xml = await exportAs(page, /^XML/);
    expect(xml.suggestedFilename()).toMatch(downloadNamePattern(name, '.bpmn'));
    const exported = (await downloaded(xml)).toString();
    expect(exported).toContain('<bpmn:subProcess id="Sub_Order" name="Bestellung"');
    // The single process carries the model's name, as in the process list's download.
    expect(/<bpmn:process [^>]*>/.exec(exported)?.[0]).toContain(`name="${name}"`);

    const pdf = await exportAs(page, /^PDF/);
    expect(pdf.suggestedFilename()).toMatch(downloadNamePattern(name, '.pdf'));
    const pdfBytes = await downloaded(pdf);
    await mkdir(SCREENSHOTS, { recursive: true });
    await writeFile(join(SCREENSHOTS, 'modeller-diagram.pdf'), pdfBytes);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 landscape.
    expect(pdfBytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);

    // The report is refused in edit mode, here already.
    await startEditing(page);
    await page.getByRole('button', { name: 'Exportieren' }).click();
    await page.getByRole('menuitem', { name: /^Bericht/ }).click();
    await expect(
      page.getByText(
        'Im Bearbeitungsmodus kann kein Bericht erstellt werden. Bitte verlassen Sie den Bearbeitungsmodus um einen Bericht zu erstellen.',
      ),
    ).toBeVisible();
    await endEditing(page);

    // The report takes a few seconds (headless Chromium on the server): progress shows meanwhile.
    await page.getByRole('button', { name: 'Exportieren' }).click();
    const reportDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^Bericht/ }).click();
    await expect(page.getByText('Bericht wird erstellt …')).toBeVisible();
    const report = await reportDownload;
    expect(report.suggestedFilename()).toMatch(downloadNamePattern(name, '_Bericht.pdf'));
    expect((await downloaded(report)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
