import { expect, test } from './fixtures';
import { canvas, diagramWithSubprocess, newModelAsModeller, openModel } from './modeller-helpers';
import { unique } from './processes-helpers';

test.use({ viewport: { width: 1366, height: 768 } });

test('at 1366×768 with side and question panel open the canvas keeps 60 % of the width; the panels are remembered', async ({
  page,
}) => {
  const uuid = await newModelAsModeller(page, unique('Platz'), diagramWithSubprocess());
  await openModel(page, uuid);
  await page.getByRole('button', { name: 'Seitenleiste', exact: true }).click();
  await page.getByRole('button', { name: 'Fragen an Kollegen', exact: true }).click();
  const side = page.getByRole('complementary', { name: 'Seitenleiste' });
  await expect(side).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(2);

  const ratio = async () => {
    const [row, area] = await Promise.all([
      page.getByTestId('workspace-row').filter({ visible: true }).boundingBox(),
      canvas(page).boundingBox(),
    ]);
    return row && area ? area.width / row.width : 0;
  };
  await expect.poll(ratio).toBeGreaterThanOrEqual(0.6);

  // Both panels come back after a reload, and the canvas still keeps its share.
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Seitenleiste' })).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(2);
  await expect.poll(ratio).toBeGreaterThanOrEqual(0.6);

  // A closed panel stays closed.
  await page.getByRole('button', { name: 'Seitenleiste', exact: true }).click();
  await expect(side).toBeHidden();
  await page.reload();
  await expect(canvas(page).locator('.djs-element.djs-shape').first()).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(1);
});
