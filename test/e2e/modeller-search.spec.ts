import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { canvas, diagramWithSubprocess, element, newModelAsModeller, openModel } from './modeller-helpers';
import { api, unique } from './processes-helpers';

/** Whether the element's shape lies inside the canvas's visible box. */
async function inView(page: Page, target: Locator): Promise<boolean> {
  const [box, area] = await Promise.all([target.boundingBox(), canvas(page).boundingBox()]);
  if (!box || !area) return false;
  return (
    box.x >= area.x &&
    box.y >= area.y &&
    box.x + box.width <= area.x + area.width &&
    box.y + box.height <= area.y + area.height
  );
}

async function zoomFarIn(page: Page): Promise<void> {
  for (let i = 0; i < 8; i += 1) await page.getByRole('button', { name: 'Vergrößern' }).click();
}

test('Ctrl+F finds an element by name, Enter scrolls to it and selects it', async ({ page }) => {
  const uuid = await newModelAsModeller(page, unique('Suche'), diagramWithSubprocess());
  await openModel(page, uuid);
  await zoomFarIn(page);
  await expect.poll(() => inView(page, element(page, 'EndEvent_1'))).toBe(false);

  await canvas(page).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+f');
  const search = page.getByRole('search', { name: 'Element suchen' });
  const field = search.getByRole('combobox', { name: 'Element suchen' });
  await expect(field).toBeFocused();
  await field.fill('ende');
  await expect(search.getByRole('status')).toHaveText('1 Treffer');
  await expect(search.getByRole('option')).toHaveText(['EndeEndereignis']);
  await field.press('Enter');

  await expect(element(page, 'EndEvent_1')).toHaveClass(/selected/);
  await expect.poll(() => inView(page, element(page, 'EndEvent_1'))).toBe(true);

  await field.press('Escape');
  await expect(search).toBeHidden();
});

test('the toolbar search finds an element by its number; the arrow keys jump between hits', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Suche Nummer'), diagramWithSubprocess());
  await api(page, 'POST', '/elementNumber', { number: '4.2', uuidModel: uuid, elementId: 'Task_Check' });
  await api(page, 'POST', '/elementNumber', { number: '4.20', uuidModel: uuid, elementId: 'Sub_Order' });
  await openModel(page, uuid);
  await zoomFarIn(page);

  await page.getByRole('button', { name: 'Element suchen (Strg+F)' }).click();
  const search = page.getByRole('search', { name: 'Element suchen' });
  const field = search.getByRole('combobox', { name: 'Element suchen' });
  await field.fill('4.2');
  // The exact number first, then the number that starts with it.
  await expect(search.getByRole('option')).toHaveText([
    '4.2 · Antrag prüfenAufgabe',
    '4.20 · BestellungTeilprozess',
  ]);

  await field.press('ArrowDown');
  await expect(element(page, 'Task_Check')).toHaveClass(/selected/);
  await expect.poll(() => inView(page, element(page, 'Task_Check'))).toBe(true);
  await field.press('ArrowDown');
  await expect(element(page, 'Sub_Order')).toHaveClass(/selected/);
  await expect(element(page, 'Task_Check')).not.toHaveClass(/selected/);
  await expect(search.getByRole('option', { selected: true })).toContainText('Bestellung');

  await field.fill('gibt es nicht');
  await expect(search.getByRole('status')).toHaveText('Keine Treffer');
});

test('outside the modeller Ctrl+F is left to the browser', async ({ page }) => {
  await newModelAsModeller(page, unique('Suche außerhalb'));
  await page.goto('/processList');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A string, so that this Node-typed file needs no DOM types: runs in the page.
  const prevented = await page.evaluate(`(() => {
    const event = new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, bubbles: true, cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  })()`);
  expect(prevented).toBe(false);
  await expect(page.getByRole('search', { name: 'Element suchen' })).toHaveCount(0);
});
