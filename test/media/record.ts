/**
 * `npm run docs:media`: re-records the help centre's video lessons and the handbook's screenshots
 * (test/media/*.media.ts) on a fresh local cloud, into the folders the product serves them from
 * (infra/assets/lessons, web/public/handbook). Needs the built SPA (the npm script builds it) and
 * an ffmpeg with libvpx on the PATH (Debian/Ubuntu: `apt-get install ffmpeg`).
 *
 * Playwright records video through an ffmpeg it normally downloads into its browser cache; this
 * script points it at the system's ffmpeg instead: a cache folder of its own holding a link
 * `ffmpeg-<revision>/ffmpeg-linux`, the revision the installed Playwright expects.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const here = import.meta.dirname;

function systemFfmpeg(): string {
  let encoders: string;
  try {
    encoders = execFileSync('ffmpeg', ['-hide_banner', '-encoders'], { stdio: 'pipe' }).toString();
  } catch {
    return fail('ffmpeg wurde nicht gefunden. Installieren Sie es (Debian/Ubuntu: apt-get install ffmpeg).');
  }
  if (!encoders.includes('libvpx-vp9')) fail('Das ffmpeg auf dem PATH kann kein VP9 (libvpx) schreiben.');
  return execFileSync('sh', ['-c', 'command -v ffmpeg']).toString().trim();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const browsers = JSON.parse(
  readFileSync(join(dirname(require.resolve('playwright-core/package.json')), 'browsers.json'), 'utf8'),
) as { browsers: { name: string; revision: string }[] };
const revision = browsers.browsers.find((browser) => browser.name === 'ffmpeg')?.revision;
if (!revision) fail('Die ffmpeg-Revision von Playwright ist unbekannt.');

// Outside the output folder, which Playwright empties when it starts.
const cache = join(tmpdir(), 'prozesspuls-media-playwright');
rmSync(cache, { recursive: true, force: true });
mkdirSync(join(cache, `ffmpeg-${revision}`), { recursive: true });
symlinkSync(systemFfmpeg(), join(cache, `ffmpeg-${revision}`, 'ffmpeg-linux'));

const result = spawnSync(
  process.execPath,
  [
    require.resolve('@playwright/test/cli'),
    'test',
    '-c',
    join(here, 'playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: cache } },
);
process.exit(result.status ?? 1);
