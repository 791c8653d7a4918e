import { expect, test } from './fixtures';
import { canvas, diagramWithSubprocess, newModelAsModeller, openModel } from './modeller-helpers';
import { unique } from './processes-helpers';

test('Übersichtskarte loads only when switched on, moves the view on a click and is remembered', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Übersichtskarte'), diagramWithSubprocess());
  const minimapChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/minimap-[^/]*\.js$/.test(request.url())) minimapChunks.push(request.url());
  });
  await openModel(page, uuid);

  // Off by default: neither shown nor its code loaded.
  const toggle = page.getByRole('button', { name: 'Übersichtskarte' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('minimap')).toHaveCount(0);
  expect(minimapChunks).toEqual([]);

  await toggle.click();
  const minimap = page.getByTestId('minimap');
  await expect(minimap).toBeVisible();
  await expect.poll(() => minimapChunks.length).toBeGreaterThan(0);
  // Four shapes as outlines, three flows as lines, and the frame of the visible part.
  await expect(minimap.locator('.pp-minimap-content rect')).toHaveCount(4);
  await expect(minimap.locator('.pp-minimap-content polyline')).toHaveCount(3);
  await expect(minimap.locator('.pp-minimap-viewport')).toHaveCount(1);

  // A click on the map's corner moves the diagram's view there.
  const viewport = canvas(page).locator('.viewport').first();
  const before = await viewport.getAttribute('transform');
  await minimap.click({ position: { x: 8, y: 8 } });
  await expect.poll(() => viewport.getAttribute('transform')).not.toBe(before);

  // Remembered for this user: on again after a reload.
  await page.reload();
  await expect(page.getByTestId('minimap')).toBeVisible();
  await page.getByRole('button', { name: 'Übersichtskarte' }).click();
  await expect(page.getByTestId('minimap')).toHaveCount(0);
  await page.reload();
  await expect(canvas(page).locator('.djs-element.djs-shape').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Übersichtskarte' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByTestId('minimap')).toHaveCount(0);
});
