import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import type { ShareLinkState } from '@prozesspuls/shared';
import { DEMO_USERS, expect, login } from './fixtures';
import { api, apiModel, SCREENSHOTS, unique } from './processes-helpers';

export { SCREENSHOTS };

/** Custom elements belong to the client: tests start from none, so the limit of five cannot interfere. */
export async function deleteAllCustomElements(page: Page): Promise<void> {
  for (const custom of await api<{ id: string }[]>(page, 'GET', '/customModelingEndpoint')) {
    await api(page, 'DELETE', `/customModelingEndpoint/${custom.id}`);
  }
}

/** Opens the custom element manager from the palette (edit mode) and answers its dialog. */
export async function openCustomElementManager(page: Page): Promise<Locator> {
  await canvas(page).getByRole('button', { name: 'Eigene Elemente verwalten' }).click();
  return page.getByRole('dialog', { name: 'Eigene Elemente verwalten' });
}

/** Opens the custom element manager with a new element's label filled and `svg` chosen as telefon.svg. */
export async function customElementWithIcon(page: Page, label: string, svg: string): Promise<Locator> {
  const manager = await openCustomElementManager(page);
  await manager.getByRole('textbox', { name: 'Bezeichnung' }).fill(label);
  await manager.getByTestId('custom-element-icon-input').setInputFiles({
    name: 'telefon.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(svg),
  });
  return manager;
}

/** The modeller's canvas of the visible tab. */
export function canvas(page: Page): Locator {
  return page.getByTestId('model-workspace').filter({ visible: true }).getByTestId('bpmn-canvas');
}

export function shapes(page: Page): Locator {
  return canvas(page).locator('.djs-element.djs-shape');
}

/** A diagram element by its BPMN id. */
export function element(page: Page, id: string): Locator {
  return canvas(page).locator(`.djs-element[data-element-id="${id}"]`);
}

export async function openModel(page: Page, uuid: string): Promise<void> {
  await page.goto(`/modelEdit/${uuid}`);
  await expect(shapes(page).first()).toBeVisible();
  await expect(page.getByTestId('mode-chip').filter({ visible: true })).toBeVisible();
}

/** Clicks `button`, checks the text of its confirmation dialog (named as the button) and confirms. */
async function confirmThrough(page: Page, button: Locator, name: string, text: string, confirm: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the model, selects `elementId` and opens the side panel; answers the panel. */
export async function openElementPanel(page: Page, uuid: string, elementId: string): Promise<Locator> {
  await openModel(page, uuid);
  await element(page, elementId).click();
  await page.getByRole('button', { name: 'Seitenleiste' }).click();
  return page.getByRole('complementary', { name: 'Seitenleiste' });
}

/** 'Bearbeiten' with its confirmation: takes the edit lock. */
export async function startEditing(page: Page): Promise<void> {
  await confirmThrough(
    page,
    page.getByRole('button', { name: 'Bearbeiten', exact: true }),
    'Bearbeiten',
    'Indem Sie das Prozessmodell bearbeiten, wird es für andere Nutzer für die Bearbeitung gesperrt.',
    'Bearbeiten',
  );
  await expect(page.getByTestId('mode-chip').filter({ visible: true })).toHaveText('Bearbeitungsmodus');
}

/** 'Bearbeitung beenden' with its confirmation: saves and frees the lock. */
export async function endEditing(page: Page): Promise<void> {
  await confirmThrough(
    page,
    page.getByRole('button', { name: 'Bearbeitung beenden' }),
    'Bearbeitung beenden',
    'Die Bearbeitung des Modells wird automatisch gestoppt und für andere Nutzer freigegeben.',
    'Beenden',
  );
  await expect(page.getByTestId('mode-chip').filter({ visible: true })).toHaveText('Ansicht');
}

/** Signs the demo modeller in and answers a new model named `name`, holding `diagramXml` when given. */
export async function newModelAsModeller(page: Page, name: string, diagramXml?: string): Promise<string> {
  await login(page, DEMO_USERS.modeller);
  const uuid = await apiModel(page, name);
  if (diagramXml !== undefined) await apiSaveDiagram(page, uuid, diagramXml);
  return uuid;
}

/** Like `newModelAsModeller`, under a name no other test uses (`unique(base)`), and answers that name too. */
export async function newUniqueModel(
  page: Page,
  base: string,
  diagramXml?: string,
): Promise<{ readonly name: string; readonly uuid: string }> {
  const name = unique(base);
  return { name, uuid: await newModelAsModeller(page, name, diagramXml) };
}

/** A new model of the modeller, opened in edit mode, with the client's custom elements deleted first. */
export async function editNewModelWithoutCustomElements(page: Page, name: string): Promise<string> {
  await login(page, DEMO_USERS.modeller);
  await deleteAllCustomElements(page);
  const uuid = await apiModel(page, name);
  await openModel(page, uuid);
  await startEditing(page);
  return uuid;
}

/** Clicks a palette entry and drops the new element at a point of the canvas (relative to it). */
export async function createFromPalette(page: Page, title: string, x: number, y: number): Promise<void> {
  await canvas(page).locator('.djs-palette').getByRole('button', { name: title, exact: true }).click();
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.move(box.x + x - 10, box.y + y - 10);
  await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  await page.mouse.click(box.x + x, box.y + y);
}

/**
 * Types the label of the element just placed: waits until its label editor has the focus (a user
 * starts typing once the box is there), so no keystroke reaches the canvas's shortcuts instead.
 */
export async function typeNewLabel(page: Page, text: string): Promise<void> {
  await expect(canvas(page).locator('.djs-direct-editing-content')).toBeFocused();
  await page.keyboard.type(text);
}

/**
 * The middle of a sequence flow, relative to the canvas (as createFromPalette takes it): a new
 * shape dropped there is inserted into the flow, so the model stays connected.
 */
export async function flowMiddle(page: Page, flowId: string): Promise<{ x: number; y: number }> {
  const [flow, area] = await Promise.all([element(page, flowId).boundingBox(), canvas(page).boundingBox()]);
  if (!flow || !area) throw new Error(`flow ${flowId} not visible`);
  return { x: flow.x + flow.width / 2 - area.x, y: flow.y + flow.height / 2 - area.y };
}

/** Selects an element (a click on a selected one would deselect it) and opens its context pad entry. */
export async function contextPadEntry(page: Page, elementId: string, title: string): Promise<void> {
  const target = element(page, elementId);
  if (!(await target.evaluate((node) => node.classList.contains('selected')))) await target.click();
  await canvas(page).locator('.djs-context-pad').getByTitle(title, { exact: true }).click();
}

/** The element ids of the diagram by BPMN type (read from the DOM's data attributes). */
export async function elementIds(page: Page, prefix: string): Promise<string[]> {
  return canvas(page)
    .locator('.djs-element.djs-shape')
    .evaluateAll(
      (nodes, start) =>
        nodes.map((node) => node.getAttribute('data-element-id') ?? '').filter((id) => id.startsWith(start)),
      prefix,
    );
}

export async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Picks `item` in the modeller's 'Exportieren' menu and returns the download it starts. */
export async function exportAs(page: Page, item: RegExp): Promise<Download> {
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

/** Creates the model's share link as its owner and answers the path a guest opens. */
export async function newSharePath(page: Page, uuid: string): Promise<string> {
  const link = await api<ShareLinkState>(page, 'POST', `/bpmn/${uuid}/shareLink`);
  return `/modelEdit/${uuid}/share/${link.clientId}/${link.token ?? ''}`;
}

/** Puts a diagram into a model through the API (lock, save, unlock), as test setup. */
export async function apiSaveDiagram(page: Page, uuid: string, xml: string): Promise<void> {
  await api(page, 'POST', `/bpmn/${uuid}/editMode`, { editMode: true });
  const model = await api<{ version: number }>(page, 'GET', `/bpmn/${uuid}`);
  await api(page, 'PUT', `/bpmn/${uuid}`, { diagramXML: xml, version: model.version });
  await api(page, 'POST', `/bpmn/${uuid}/editMode`, { editMode: false });
}

export function screenshot(page: Page, name: string) {
  return page.screenshot({ path: join(SCREENSHOTS, name) });
}

/**
 * Opens the model `uuid` in PX mode with the evaluation of its survey `surveyId` (as a link to it
 * does), waits for its diagram and answers the PX overview beside it.
 */
export async function openPxEvaluation(
  page: Page,
  { uuid, surveyId }: { readonly uuid: string; readonly surveyId: string },
): Promise<Locator> {
  await page.goto(`/modelEdit/${uuid}?mode=px&surveyId=${surveyId}`);
  // The survey's version of the model loads first; on a busy machine that takes a while.
  await expect(shapes(page).first()).toBeVisible({ timeout: 30_000 });
  return page.getByRole('complementary', { name: 'PX-Übersicht' });
}

/** A process with a start event, a task, a subprocess and an end event. */
export function diagramWithSubprocess(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" isExecutable="false">
    <bpmn:startEvent id="StartEvent_1" name="Start" />
    <bpmn:task id="Task_Check" name="Antrag prüfen" />
    <bpmn:subProcess id="Sub_Order" name="Bestellung" />
    <bpmn:endEvent id="EndEvent_1" name="Ende" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_Check" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_Check" targetRef="Sub_Order" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Sub_Order" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_1">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Check_di" bpmnElement="Task_Check"><dc:Bounds x="250" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Sub_Order_di" bpmnElement="Sub_Order" isExpanded="false"><dc:Bounds x="420" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="592" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="200" /><di:waypoint x="250" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="350" y="200" /><di:waypoint x="420" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="520" y="200" /><di:waypoint x="592" y="200" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}
