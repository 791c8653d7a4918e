import { expect, test } from './fixtures';
import { diagramWithSubprocess, downloaded, exportAs, newUniqueModel, openModel } from './modeller-helpers';
import { downloadNamePattern } from './processes-helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('Exportieren offers SVG and PNG: the SVG holds the element names, the PNG is a real image', async ({
  page,
}) => {
  const { name, uuid } = await newUniqueModel(page, 'Bildexport', diagramWithSubprocess());
  await openModel(page, uuid);

  const svg = await exportAs(page, /^SVG/);
  expect(svg.suggestedFilename()).toMatch(downloadNamePattern(name, '.svg'));
  const svgText = (await downloaded(svg)).toString('utf8');
  expect(svgText).toMatch(/^<\?xml|^<svg/);
  for (const label of ['Antrag prüfen', 'Bestellung', 'Start', 'Ende']) expect(svgText).toContain(label);

  const png = await exportAs(page, /^PNG/);
  expect(png.suggestedFilename()).toMatch(downloadNamePattern(name, '.png'));
  const pngBytes = await downloaded(png);
  expect(pngBytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  // Width and height from the IHDR chunk: twice the diagram's size, so several hundred pixels wide.
  expect(pngBytes.readUInt32BE(16)).toBeGreaterThan(600);
  expect(pngBytes.readUInt32BE(20)).toBeGreaterThan(100);
  expect(pngBytes.length).toBeGreaterThan(5000);
});
