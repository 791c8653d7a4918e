import { expect, test } from './fixtures';
import { canvas, diagramWithSubprocess, element, newModelAsModeller } from './modeller-helpers';
import { api, unique } from './processes-helpers';

test('the diagram is drawn while its element numbers are still on the way; their badges follow', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Nummern unterwegs'), diagramWithSubprocess());
  await api(page, 'POST', '/elementNumber', { number: '1', uuidModel: uuid, elementId: 'Task_Check' });
  let releaseNumbers = () => {};
  const numbersHeld = new Promise<void>((resolve) => {
    releaseNumbers = resolve;
  });
  await page.route(`**/api/elementNumber/bpmn/${uuid}*`, async (route) => {
    await numbersHeld;
    await route.continue();
  });

  await page.goto(`/modelEdit/${uuid}`);
  await expect(element(page, 'Task_Check')).toBeVisible();
  const badge = canvas(page).locator('.pp-number-badge[data-element-id="Task_Check"]');
  await expect(badge).toHaveCount(0);

  releaseNumbers();
  await expect(badge).toHaveText('1');
});

test('panning with the mouse wheel never hides the badges on the way', async ({ page }) => {
  const uuid = await newModelAsModeller(page, unique('Schwenken'), diagramWithSubprocess());
  await api(page, 'POST', '/elementNumber', { number: '1', uuidModel: uuid, elementId: 'Task_Check' });
  await page.goto(`/modelEdit/${uuid}`);
  await expect(canvas(page).locator('.pp-number-badge[data-element-id="Task_Check"]')).toHaveText('1');

  // Every style the overlay root had before each change while the view pans (browser code as a
  // string: the test project compiles without the DOM library).
  await page.evaluate(`(() => {
    const root = document.querySelector('[data-testid="bpmn-canvas"] .djs-overlay-container');
    window.__overlayStyles = [];
    new MutationObserver((records) => {
      for (const record of records) window.__overlayStyles.push(record.oldValue ?? '');
      window.__overlayStyles.push(root.getAttribute('style') ?? '');
    }).observe(root, { attributes: true, attributeFilter: ['style'], attributeOldValue: true });
  })()`);
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let step = 0; step < 5; step += 1) await page.mouse.wheel(40, 80);

  await expect.poll(() => page.evaluate<number>('window.__overlayStyles.length')).toBeGreaterThan(0);
  const styles = await page.evaluate<string[]>('window.__overlayStyles');
  expect(styles.filter((style) => /display:\s*none/.test(style))).toEqual([]);
});

test('panning with the mouse wheel leaves the zoom exactly as it was, at every zoom level', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Zoom halten'), diagramWithSubprocess());
  await page.goto(`/modelEdit/${uuid}`);
  await expect(element(page, 'Task_Check')).toBeVisible();
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The viewport's matrix as the browser holds it (browser code as a string: no DOM library here).
  const view = () =>
    page.evaluate<{ scale: number; x: number }>(`(() => {
      const matrix = document.querySelector('[data-testid="bpmn-canvas"] svg > .viewport').getCTM();
      return { scale: matrix.a, x: matrix.e };
    })()`);

  // A rounding drift of the scale shows only at some zoom levels, so the pan is tried at many: the
  // fitted one, four steps in and eight steps out (Ctrl + mouse wheel, as a user zooms).
  const zoomSteps = [0, -100, -100, -100, -100, 100, 100, 100, 100, 100, 100, 100, 100];
  const drifted: string[] = [];
  for (const zoom of zoomSteps) {
    if (zoom !== 0) {
      const before = (await view()).scale;
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, zoom);
      await page.keyboard.up('Control');
      await expect.poll(async () => (await view()).scale).not.toBe(before);
    }
    const before = await view();
    for (const way of [1, 1, -1, -1, 1]) await page.mouse.wheel(30 * way, 0);
    await expect.poll(async () => (await view()).x).not.toBe(before.x);
    const after = await view();
    if (after.scale !== before.scale) drifted.push(`${before.scale} → ${after.scale}`);
  }
  expect(drifted).toEqual([]);
});
