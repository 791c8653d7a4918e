import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { canvas, newModelAsModeller, openModel, shapes } from './modeller-helpers';
import { BPMN_FIXTURES, unique } from './processes-helpers';

/** The diagram's shapes' outer box and the canvas's box, in page pixels. */
async function diagramAndCanvas(page: Page) {
  const area = await canvas(page).boundingBox();
  const boxes = await shapes(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    }),
  );
  if (!area) throw new Error('canvas not visible');
  return {
    area,
    top: Math.min(...boxes.map((b) => b.top)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
    left: Math.min(...boxes.map((b) => b.left)),
  };
}

/** A new model of the modeller, named uniquely after `name`, holding the kitchen-sink diagram. */
async function kitchenSinkModel(page: Page, name: string): Promise<string> {
  return newModelAsModeller(
    page,
    unique(name),
    await readFile(join(BPMN_FIXTURES, 'kitchen-sink.bpmn'), 'utf8'),
  );
}

/** Waits until the browser has run the resize observers and drawn two frames after them. */
async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => {
    // The test project's types have no DOM; the page has requestAnimationFrame.
    const page = globalThis as unknown as { requestAnimationFrame: (callback: () => void) => number };
    const frame = (callback: () => void) => page.requestAnimationFrame(callback);
    return new Promise<void>((resolve) => frame(() => frame(() => frame(() => resolve()))));
  });
}

test('a diagram nobody has moved is fitted again when the canvas gets smaller', async ({ page }) => {
  const uuid = await kitchenSinkModel(page, 'Einpassen');
  await openModel(page, uuid);
  await expect.poll(() => shapes(page).count()).toBeGreaterThan(5);
  // 200 px less height: the fitted diagram would reach below the canvas unless it is fitted again.
  await page.setViewportSize({ width: 1440, height: 700 });
  await expect
    .poll(async () => {
      const { area, bottom } = await diagramAndCanvas(page);
      return bottom <= area.y + area.height;
    })
    .toBe(true);
});

test("a mail's link keeps its element in view when the canvas changes size afterwards", async ({ page }) => {
  const uuid = await kitchenSinkModel(page, 'Verlinktes Element');
  await openModel(page, uuid);
  const target = await shapes(page).evaluateAll(
    (nodes) =>
      nodes.find((node) => node.classList.contains('djs-shape'))?.getAttribute('data-element-id') ?? '',
  );
  await page.goto(`/modelEdit/${uuid}?element=${encodeURIComponent(target)}`);
  const focused = canvas(page).locator(`.djs-element.selected[data-element-id="${target}"]`);
  await expect(focused).toBeVisible();
  await framesDrawn(page);
  const before = await focused.boundingBox();
  await page.setViewportSize({ width: 1440, height: 760 });
  await framesDrawn(page);
  // Same place on the screen: the view was only told its new size, not fitted to the whole diagram.
  const after = await focused.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? Number.NaN, 0);
  expect(after?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  expect(after?.width).toBeCloseTo(before?.width ?? Number.NaN, 0);
});
