/**
 * `npx tsx test/bench/loginPage.ts` (part of `npm run bench`): the JavaScript the sign-in page
 * loads (gzip, what a browser fetches on a cold cache), against its budget of 170 KB.
 * Figures only, never pass/fail.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { launchChromium } from './plainPage.js';
import { sizeRow } from './rows.js';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_DIST = join(ROOT, 'web/dist');
const BUDGET_BYTES = 170 * 1024;

if (!existsSync(join(WEB_DIST, 'index.html'))) {
  console.log('Building the SPA (npm run build -w web) …');
  execSync('npm run build -w web', { cwd: ROOT, stdio: 'ignore' });
}

const cloud = await startLocalCloud();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path);
  });
  await page.goto(`${cloud.baseUrl}/`);
  await page.getByLabel('Passwort', { exact: true }).waitFor({ state: 'visible' });
  const gzip = (path: string) => gzipSync(readFileSync(join(WEB_DIST, path)), { level: 9 }).length;
  const bytes = [...scripts].reduce((sum, path) => sum + gzip(path), 0);
  await context.close();
  console.log(`\nSign-in page: ${scripts.size} JavaScript files`);
  console.log(sizeRow('login route JavaScript, gzip', '≤ 170 KB', bytes, BUDGET_BYTES));
} finally {
  await browser.close();
  await cloud.stop();
}
