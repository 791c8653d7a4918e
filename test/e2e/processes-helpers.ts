import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Public BPMN fixtures in the repo (test/fixtures/bpmn, MIT, see its README). */
export const BPMN_FIXTURES = resolve(import.meta.dirname, '../fixtures/bpmn');
export const SCREENSHOTS = join(import.meta.dirname, 'test-results', 'screenshots');

/**
 * A file on disk under the given name, as a user would pick it: the browser then reports no mime
 * type for .bpmn (buffers handed to setInputFiles always get one).
 */
export function fileOnDisk(fileName: string, content: { fixture: string } | { text: string }): string {
  const path = join(mkdtempSync(join(tmpdir(), 'prozesspuls-e2e-')), fileName);
  if ('fixture' in content) copyFileSync(join(BPMN_FIXTURES, content.fixture), path);
  else writeFileSync(path, content.text);
  return path;
}

let counter = 0;
/** A name no other test (or earlier run against the same cloud) uses. */
export function unique(base: string): string {
  counter += 1;
  return `${base} ${Date.now().toString(36)}${counter}`;
}

/** Calls the API with the signed-in page's token (test setup that the UI is not under test for). */
export async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  json?: unknown,
) {
  const raw = await page.evaluate<string | null>("localStorage.getItem('prozesspuls.session')");
  const token = raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: json,
  });
  expect(response.ok(), `${method} ${path} → ${response.status()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const RW = { PROCESS_READ: true, PROCESS_WRITE: true };

/** A folder the modeller's role may read and write, made through the API. */
export async function apiFolder(page: Page, folderName: string): Promise<string> {
  const { id } = await api<{ id: string }>(page, 'POST', '/folder', {
    folderName,
    folderPermissions: [{ roleId: 'modellierer', permissions: RW }],
  });
  return id;
}

export async function apiModel(page: Page, name: string, folderId = 'default'): Promise<string> {
  const { uuid } = await api<{ uuid: string }>(
    page,
    'POST',
    `/bpmn/file/${encodeURIComponent(name)}?folderId=${encodeURIComponent(folderId)}`,
  );
  return uuid;
}

export async function openProcessList(page: Page, query = ''): Promise<void> {
  await page.goto(`/processList${query}`);
  // A dialog opened through the query hides the page behind it from the accessibility tree.
  if (query.includes('dialog=')) {
    await expect(page.getByRole('dialog')).toBeVisible();
    return;
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Prozesse' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Prozesse' })).toBeVisible();
}

/** On the process list: 'Neues Prozessmodell', then 'Neu erstellen'; answers the 'Prozessmodell erstellen' dialog. */
export async function openCreateModelDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Neues Prozessmodell' }).click();
  await page
    .getByRole('dialog', { name: 'Neues Prozessmodell' })
    .getByRole('button', { name: /Neu erstellen/ })
    .click();
  return page.getByRole('dialog', { name: 'Prozessmodell erstellen' });
}

export function folderRow(page: Page, folderName: string): Locator {
  return page.getByTestId('folder-row').filter({ has: page.getByText(folderName, { exact: true }) });
}

/** Expands a folder row unless it is expanded already; answers its process table. */
export async function expandFolder(page: Page, folderName: string): Promise<Locator> {
  const expand = page.getByRole('button', { name: `Ordner ${folderName} aufklappen` });
  const collapse = page.getByRole('button', { name: `Ordner ${folderName} zuklappen` });
  await expect(expand.or(collapse)).toBeVisible();
  if (await expand.isVisible()) await expand.click();
  const table = page.getByRole('table', { name: folderName, exact: true });
  await expect(table).toBeVisible();
  // The folder opens with a height animation; a click while it runs can land beside what it aims at.
  await expect(page.locator('.MuiCollapse-entered').filter({ has: table })).toBeVisible();
  return table;
}

export function processRow(scope: Page | Locator, fileName: string): Locator {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope
    .getByTestId('process-row')
    .filter({ has: page.getByRole('link', { name: fileName, exact: true }) });
}

export async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Prozess suchen' }).fill(text);
}

/** A download's name `<Prozess>_v<Version>_<YYYY-MM-DD><suffix>`, version 0 without approval. */
export function downloadNamePattern(name: string, suffix: string, version = 0): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(name)}_v${version}_\\d{4}-\\d{2}-\\d{2}${literal(suffix)}$`);
}
