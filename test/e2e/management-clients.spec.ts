import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';
import { DEMO_USERS, expect, signedInAs, test } from './fixtures';
import { openAddDialog, openManagementArea, SCREENSHOTS, unique } from './management-helpers';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain two-colour PNG of width × height (a stand-in logo, wider than the table allows). */
function logoPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      const left = x < width / 3;
      rows.set(left ? [0x3f, 0x51, 0xb5] : [0xfc, 0x98, 0x61], offset);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

signedInAs(DEMO_USERS.admin);

function clientRow(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
}

test('the superuser creates a client, deactivates it after confirming, and activates it again', async ({
  page,
}) => {
  const name = unique('E2E Mandant ');
  await page.goto('/management');
  await openManagementArea(page, /^Mandanten/, /\/management\/clients$/);
  const table = page.getByRole('table', { name: 'Mandanten' });
  const demo = clientRow(table, 'Demo GmbH');
  await expect(demo).toContainText('Aktiviert');
  await expect(demo).toContainText('DEMO');
  // The current client cannot be deactivated.
  await expect(demo.getByRole('button', { name: 'Demo GmbH deaktivieren' })).toBeDisabled();

  await page.getByRole('button', { name: 'Neuer Mandant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Mandant' });
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(800);
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expect(dialog.getByText('Muss ausgefüllt werden')).toHaveCount(3);
  await expect(dialog.getByTestId('client-color-code')).toHaveText('#000000');

  // Too large: refused and discarded; then a proper logo is previewed.
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: Buffer.alloc(51_200, 1) });
  await expect(dialog.getByText('Logo muss kleiner als 50KB sein')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Kein Logo ausgewählt' })).toBeVisible();
  await file.setInputFiles({ name: 'text.txt', mimeType: 'text/plain', buffer: Buffer.from('Hallo') });
  await expect(dialog.getByText('Nur Bilddateien sind erlaubt')).toBeVisible();
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng(240, 80) });
  await expect(dialog.getByRole('img', { name: 'Vorschau des Logos' })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Kürzel' }).fill('E2E');
  await dialog.getByRole('textbox', { name: 'Administrator-Email' }).fill(`${unique('chef.')}@e2e.local`);
  await dialog.getByLabel('Farbe wählen').fill('#3f51b5');
  await expect(dialog.getByTestId('client-color-code')).toHaveText('#3F51B5');
  await page.screenshot({ path: join(SCREENSHOTS, 'management-client-dialog.png') });
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expect(dialog).toBeHidden();

  const row = clientRow(table, name);
  await expect(row).toContainText('Aktiviert');
  await expect(row).toContainText('#3F51B5');
  const logo = row.getByRole('img', { name: `Logo von ${name}` });
  await expect(logo).toBeVisible();
  // At most 50 px high and 100 px wide.
  const logoBox = await logo.boundingBox();
  expect(logoBox?.width).toBeLessThanOrEqual(100);
  expect(logoBox?.height).toBeLessThanOrEqual(50);
  await page.screenshot({ path: join(SCREENSHOTS, 'management-clients.png'), fullPage: true });

  // Deactivating asks first; declining changes nothing.
  await row.getByRole('button', { name: `${name} deaktivieren` }).click();
  const confirm = page.getByRole('dialog', { name: 'Mandant deaktivieren' });
  await expect(confirm).toContainText(`Wollen Sie den Mandanten ${name} wirklich deaktivieren?`);
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row).toContainText('Aktiviert');

  await row.getByRole('button', { name: `${name} deaktivieren` }).click();
  await confirm.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(row).toContainText('Deaktiviert');
  await page.reload();
  await expect(clientRow(table, name)).toContainText('Deaktiviert');

  await clientRow(table, name)
    .getByRole('button', { name: `${name} aktivieren` })
    .click();
  await expect(clientRow(table, name)).toContainText('Aktiviert');
});

test("the superuser sets a client's integration: validated like on the server, saved back to /management", async ({
  page,
}) => {
  await page.goto('/management/clients');
  const table = page.getByRole('table', { name: 'Mandanten' });
  await clientRow(table, 'Beispiel AG').getByRole('link', { name: 'Schnittstelle von Beispiel AG' }).click();
  await expect(page).toHaveURL(/\/management\/externalAPI\?clientId=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Externe Schnittstelle' })).toBeVisible();
  await expect(page.getByText('Mandant: Beispiel AG')).toBeVisible();

  const url = page.getByRole('textbox', { name: 'Externe URL' });
  const save = page.getByRole('button', { name: 'Speichern' });
  await url.fill('');
  await save.click();
  await expect(page.getByText('URL muss ausgefüllt werden')).toBeVisible();
  await url.fill('ftp://irgendwo');
  await expect(page.getByText('Keine gültige URL')).toBeVisible();
  await url.fill('https://wfms.example.com/hook');
  const state = page.getByRole('switch', { name: 'Integration aktiv' });
  await state.check();
  await page.screenshot({ path: join(SCREENSHOTS, 'management-integration.png'), fullPage: true });
  await url.press('Enter');
  await expect(page).toHaveURL(/\/management$/);
  await expect(page.getByRole('alert')).toContainText('Die Schnittstelle wurde gespeichert.');

  await page.goto('/management/externalAPI?clientId=2');
  await expect(url).toHaveValue('https://wfms.example.com/hook');
  await expect(state).toBeChecked();
  // Back to the seeded state.
  await state.uncheck();
  await save.click();
  await expect(page).toHaveURL(/\/management$/);
});

test('the superuser sees the audit trail on /management, newest first', async ({ page }) => {
  const roleTitle = unique('Protokoll ');
  const dialog = await openAddDialog(page, '/management/roles', 'Neue Rolle');
  await dialog.getByRole('textbox', { name: 'Rollentitle' }).fill(roleTitle);
  await dialog.getByRole('textbox', { name: 'Rollentitle' }).press('Enter');
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Zurück zur Verwaltung' }).click();
  const audit = page.getByRole('table', { name: 'Änderungsprotokoll' });
  const newest = audit.getByRole('row').nth(1);
  await expect(newest).toContainText('Rolle erstellt');
  await expect(newest).toContainText('admin@demo.local');
  await expect(newest).toContainText(roleTitle);
  await page.screenshot({ path: join(SCREENSHOTS, 'management-home.png'), fullPage: true });
});
