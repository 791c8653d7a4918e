import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, login, mainNavigation, test } from './fixtures';
import {
  apiSaveDiagram,
  canvas,
  createFromPalette,
  customElementWithIcon,
  deleteAllCustomElements,
  diagramWithSubprocess,
  editNewModelWithoutCustomElements,
  endEditing,
  newModelAsModeller,
  openModel,
  screenshot,
  shapes,
  startEditing,
  typeNewLabel,
} from './modeller-helpers';
import {
  api,
  apiFolder,
  apiModel,
  BPMN_FIXTURES,
  expandFolder,
  openProcessList,
  unique,
} from './processes-helpers';

/** Counts the browser's 'leave the page?' prompts and lets the page go each time. */
function countLeavePrompts(page: Page): { count: number } {
  const prompts = { count: 0 };
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') prompts.count += 1;
    void dialog.accept();
  });
  return prompts;
}

/** The second user presses 'Bearbeiten' and confirms: edit mode at once, no 'Bearbeitung nicht möglich'. */
async function editsAtOnce(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
  await page.getByRole('dialog', { name: 'Bearbeiten' }).getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
  await expect(page.getByRole('dialog', { name: 'Bearbeitung nicht möglich' })).toHaveCount(0);
}

test.describe('modeller: leaving the page in edit mode', () => {
  test('a reload saves, ends editing and frees the lock; the browser warns only about unsaved changes', async ({
    page,
    anotherPerson,
  }) => {
    const uuid = await newModelAsModeller(page, unique('Neu laden'));
    const prompts = countLeavePrompts(page);
    await openModel(page, uuid);
    const before = await shapes(page).count();

    // Nothing changed: no warning, and the lock is free after the reload.
    await startEditing(page);
    await page.reload();
    await expect(shapes(page).first()).toBeVisible();
    await expect(page.getByTestId('mode-chip')).toHaveText('Ansicht');
    expect(prompts.count).toBe(0);
    const admin = await anotherPerson(DEMO_USERS.admin);
    await openModel(admin, uuid);
    await editsAtOnce(admin);
    await endEditing(admin);

    // An unsaved change: the browser asks, the change is saved and the lock is free.
    const { version } = await api<{ version: number }>(page, 'GET', `/bpmn/${uuid}`);
    await startEditing(page);
    await createFromPalette(page, 'Aufgabe erstellen', 420, 200);
    await page.keyboard.press('Escape');
    await expect(shapes(page)).toHaveCount(before + 1);
    await page.reload();
    await expect(shapes(page).first()).toBeVisible();
    expect(prompts.count).toBe(1);
    await expect(page.getByTestId('mode-chip')).toHaveText('Ansicht');
    // The keep-alive save may land just after the reloaded page asked for the model.
    await expect
      .poll(async () => {
        const model = await api<{ version: number; currentEditor?: string | null }>(
          page,
          'GET',
          `/bpmn/${uuid}`,
        );
        return { saved: model.version > version, editor: model.currentEditor ?? null };
      })
      .toEqual({ saved: true, editor: null });

    await admin.reload();
    await expect(shapes(admin)).toHaveCount(before + 1);
    await editsAtOnce(admin);
    await endEditing(admin);

    // Closing the tab frees the lock just as well.
    await startEditing(page);
    await page.close({ runBeforeUnload: true });
    await admin.reload();
    await expect(shapes(admin).first()).toBeVisible();
    await editsAtOnce(admin);
    await endEditing(admin);
  });
});

test('a new model opens in edit mode at once, without the confirmation', async ({ page }) => {
  const uuid = await newModelAsModeller(page, unique('Gleich bearbeiten'));
  await page.goto(`/modelEdit/${uuid}?isNew=true`);
  await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
  await expect(page.getByRole('dialog', { name: 'Bearbeiten' })).toHaveCount(0);
  await expect(canvas(page).locator('.djs-palette')).toBeVisible();
  // The flag is spent: the address no longer carries it, so a reload opens the model as usual.
  await expect(page).toHaveURL(new RegExp(`/modelEdit/${uuid}$`));
  await endEditing(page);
});

test('Ctrl+S saves in edit mode', async ({ page }) => {
  const uuid = await newModelAsModeller(page, unique('Tastatur'));
  await openModel(page, uuid);
  const { version } = await api<{ version: number }>(page, 'GET', `/bpmn/${uuid}`);
  await startEditing(page);
  await createFromPalette(page, 'Aufgabe erstellen', 420, 200);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Speichern erfolgreich')).toBeVisible();
  await expect
    .poll(async () => (await api<{ version: number }>(page, 'GET', `/bpmn/${uuid}`)).version)
    .toBe(version + 1);
  await endEditing(page);
});

test.describe("modeller: the room to work, 'Alle Elemente nummerieren'", () => {
  test('the drawer folds away, a full screen, and the fit keeps the diagram clear of the palette', async ({
    page,
  }) => {
    const uuid = await newModelAsModeller(page, unique('Signavio Raum'));
    await apiSaveDiagram(
      page,
      uuid,
      await readFile(join(BPMN_FIXTURES, 'bewerbung-signavio-complex.bpmn'), 'utf8'),
    );
    await page.goto(`/modelEdit/${uuid}?isNew=true`);
    await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
    await expect.poll(() => shapes(page).count()).toBeGreaterThan(20);

    // The navigation is folded to a rail and opens over the page on demand.
    const nav = mainNavigation(page);
    await expect(nav).toBeHidden();
    await page.getByTestId('navigation-rail').getByRole('button', { name: 'Navigation öffnen' }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    // The canvas takes most of the 1440×900 window.
    const room = await canvas(page).boundingBox();
    expect(room?.width).toBeGreaterThan(1300);
    expect(room?.height).toBeGreaterThan(650);
    await expectClearOfPalette(page);
    await screenshot(page, 'modeller-room.png');

    // Zoom buttons live in the toolbar, not over the canvas (and its context pad).
    const toolbar = page.getByRole('toolbar', { name: 'Werkzeugleiste' });
    await expect(toolbar.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
    await expect(canvas(page).getByRole('button', { name: 'Vergrößern' })).toHaveCount(0);

    // Full screen and back.
    await toolbar.getByRole('button', { name: 'Vollbild', exact: true }).click();
    await expect(page.getByTestId('model-workspace')).toHaveAttribute('data-fullscreen', 'true');
    await expect.poll(async () => (await canvas(page).boundingBox())?.height ?? 0).toBeGreaterThan(740);
    await expectClearOfPalette(page);
    await toolbar.getByRole('button', { name: 'Vollbild beenden' }).click();
    await expect(page.getByTestId('model-workspace')).not.toHaveAttribute('data-fullscreen', 'true');
    await endEditing(page);
  });

  test('kitchen-sink.bpmn fits whole into the canvas, clear of the palette', async ({ page }) => {
    const uuid = await newModelAsModeller(
      page,
      unique('Kitchen Sink'),
      await readFile(join(BPMN_FIXTURES, 'kitchen-sink.bpmn'), 'utf8'),
    );
    await page.goto(`/modelEdit/${uuid}?isNew=true`);
    await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
    await expect.poll(() => shapes(page).count()).toBeGreaterThan(5);
    await expectClearOfPalette(page);
    await screenshot(page, 'modeller-kitchen-sink.png');
    await endEditing(page);
  });

  test('numbers all unnumbered elements in flow order after a confirmation; badges are legible', async ({
    page,
  }) => {
    const uuid = await newModelAsModeller(page, unique('Alle nummerieren'), diagramWithSubprocess());
    await openModel(page, uuid);
    const editButton = page.getByRole('button', { name: 'Bearbeiten', exact: true });
    await expect(editButton).toBeEnabled();
    // The tenant's primary colour, once the button's colour transition has settled.
    const background = () =>
      editButton.evaluate(
        (node) => node.ownerDocument.defaultView?.getComputedStyle(node).backgroundColor ?? '',
      );
    await expect.poll(background).toMatch(/^rgb\(/);
    const tenantColour = await background();
    // Only in edit mode.
    await expect(page.getByRole('button', { name: 'Alle Elemente nummerieren' })).toHaveCount(0);
    await startEditing(page);
    await page.getByRole('button', { name: 'Alle Elemente nummerieren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Alle Elemente nummerieren' });
    await expect(confirm.getByText('Elemente, die eine Nummer erhalten: 2')).toBeVisible();
    const numberCalls = countNumberCalls(page);
    await confirm.getByRole('button', { name: 'Nummerieren' }).click();
    await expect(confirm).toBeHidden();
    // One batch call for both elements, none per element.
    expect(numberCalls).toEqual({ batch: 1, single: 0 });

    const badge = (id: string) => canvas(page).locator(`.pp-number-badge[data-element-id="${id}"]`);
    await expect(badge('Task_Check')).toHaveText('1');
    await expect(badge('Sub_Order')).toHaveText('2');
    await expect(canvas(page).locator('.pp-number-badge')).toHaveCount(2);
    const numbers = await api<{ elementId: string; number: string }[]>(
      page,
      'GET',
      `/elementNumber/bpmn/${uuid}`,
    );
    expect(numbers.map((entry) => `${entry.elementId}=${entry.number}`).sort()).toEqual([
      'Sub_Order=2',
      'Task_Check=1',
    ]);

    // Legible: at least 16 px high at 100 %, in the tenant's colour; hidden in a far overview.
    const box = await badge('Task_Check').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(16);
    await expect(badge('Task_Check')).toHaveCSS('background-color', tenantColour);
    const zoomOut = page.getByRole('button', { name: 'Verkleinern' });
    for (let i = 0; i < 8; i += 1) await zoomOut.click();
    await expect(badge('Task_Check')).toBeHidden();
    await endEditing(page);
  });

  test('numbers 450 elements in at most ceil(450/200) calls with a progress bar', async ({ page }) => {
    const count = 450;
    const uuid = await newModelAsModeller(page, unique('Viele nummerieren'), tasksInARow(count));
    await openModel(page, uuid);
    await startEditing(page);
    await page.getByRole('button', { name: 'Alle Elemente nummerieren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Alle Elemente nummerieren' });
    await expect(confirm.getByText(`Elemente, die eine Nummer erhalten: ${count}`)).toBeVisible();
    const numberCalls = countNumberCalls(page);
    // Hold the second batch answer until the bar has shown how far it is.
    let releaseSecond: () => void = () => undefined;
    const secondHeld = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    let seen = 0;
    await page.route('**/api/elementNumber/bpmn/**', async (route) => {
      seen += 1;
      if (seen === 2) await secondHeld;
      await route.continue();
    });
    await confirm.getByRole('button', { name: 'Nummerieren' }).click();
    const progress = confirm.getByRole('progressbar', { name: `200 von ${count} Elementen nummeriert` });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round((200 / count) * 100)));
    releaseSecond();
    await expect(confirm).toBeHidden();
    expect(numberCalls.batch).toBeLessThanOrEqual(Math.ceil(count / 200));
    expect(numberCalls.single).toBe(0);
    await expect(canvas(page).locator('.pp-number-badge')).toHaveCount(count);
    const numbers = await api<{ elementId: string; number: string }[]>(
      page,
      'GET',
      `/elementNumber/bpmn/${uuid}`,
    );
    expect(numbers).toHaveLength(count);
    expect(new Set(numbers.map((n) => n.number)).size).toBe(count);
    await endEditing(page);
  });
});

/** `count` connected tasks in a row after a start event: one numberable element each. */
function tasksInARow(count: number): string {
  const nodes = ['<bpmn:startEvent id="Start" />'];
  const flows: string[] = [];
  const shapesXml = [
    '<bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="0" y="122" width="36" height="36" /></bpmndi:BPMNShape>',
  ];
  let previous = 'Start';
  for (let i = 0; i < count; i += 1) {
    const id = `Task_${i}`;
    nodes.push(`<bpmn:task id="${id}" name="Schritt ${i}" />`);
    flows.push(`<bpmn:sequenceFlow id="Flow_${i}" sourceRef="${previous}" targetRef="${id}" />`);
    const x = 80 + (i % 30) * 130;
    const y = 100 + Math.floor(i / 30) * 120;
    shapesXml.push(
      `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="100" height="80" /></bpmndi:BPMNShape>`,
    );
    previous = id;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="Process_many">${nodes.join('')}${flows.join('')}</bpmn:process>
<bpmndi:BPMNDiagram id="D"><bpmndi:BPMNPlane id="P" bpmnElement="Process_many">${shapesXml.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/** Counts the number-writing calls: batch (PUT …/elementNumber/bpmn/{uuid}) and single ones. */
function countNumberCalls(page: Page): { batch: number; single: number } {
  const calls = { batch: 0, single: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'PUT' && path.startsWith('/api/elementNumber/bpmn/')) calls.batch += 1;
    if (['POST', 'PUT'].includes(request.method()) && path === '/api/elementNumber') calls.single += 1;
  });
  return calls;
}

/** The diagram's shapes lie inside the canvas and none under the palette. */
async function expectClearOfPalette(page: Page): Promise<void> {
  const palette = await canvas(page).locator('.djs-palette').boundingBox();
  const area = await canvas(page).boundingBox();
  if (!palette || !area) throw new Error('palette or canvas not visible');
  const boxes = await shapes(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    }),
  );
  const diagram = {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
  expect(diagram.left).toBeGreaterThanOrEqual(palette.x + palette.width);
  expect(diagram.top).toBeGreaterThanOrEqual(area.y);
  expect(diagram.right).toBeLessThanOrEqual(area.x + area.width);
  expect(diagram.bottom).toBeLessThanOrEqual(area.y + area.height);
}

test("a new custom element's label is selected for typing, so the text replaces the title", async ({
  page,
}) => {
  await editNewModelWithoutCustomElements(page, unique('Eigene Bezeichnung'));
  const manager = await customElementWithIcon(
    page,
    'Telefonat',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#1565c0"/></svg>',
  );
  await manager.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(manager.getByText('1 von 5 eigenen Elementen')).toBeVisible();
  await manager.getByRole('button', { name: 'Schließen' }).last().click();

  await createFromPalette(page, 'Telefonat erstellen', 520, 220);
  await typeNewLabel(page, 'Kandidat anrufen');
  await canvas(page).click({ position: { x: 800, y: 460 } });
  await expect(
    canvas(page).locator('.djs-element.djs-shape').filter({ hasText: 'Kandidat anrufen' }),
  ).toHaveText('Kandidat anrufen');
  await expect(canvas(page).getByText('TelefonatKandidat anrufen')).toHaveCount(0);
  await endEditing(page);
  await deleteAllCustomElements(page);
});

test('the process list keeps its open folders when the user comes back from the modeller', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  const folderName = unique('Offen bleiben');
  const folderId = await apiFolder(page, folderName);
  const name = unique('Im Ordner');
  await apiModel(page, name, folderId);
  await openProcessList(page);
  const table = await expandFolder(page, folderName);
  await table.getByRole('link', { name, exact: true }).click();
  await expect(page.getByTestId('mode-chip')).toHaveText('Ansicht');
  await page.getByRole('link', { name: 'Zurück zur Prozessliste' }).click();
  await expect(page.getByRole('table', { name: folderName, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Ordner ${folderName} zuklappen` })).toBeVisible();
});
