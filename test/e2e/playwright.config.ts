import { defineConfig } from '@playwright/test';
import chromium from '@sparticuz/chromium';

/**
 * Browser tests drive the Chromium binary of @sparticuz/chromium (no Playwright browser download);
 * CHROMIUM_PATH points at another Chromium where that binary does not run. Each worker starts a
 * local cloud of its own (fixtures.ts), which serves the built SPA (npm run build -w web) and the
 * API; E2E_WORKERS sets how many run side by side (two by default, one against a running cloud named by E2E_CLOUD_URL).
 */
/**
 * The package's flags are tuned for AWS Lambda. '--single-process' makes the whole browser exit
 * when a test's context closes, so every other test would find it gone; tests need one browser
 * for many contexts.
 */
const chromiumArgs = chromium.args.filter((arg) => arg !== '--single-process');

function e2eWorkers(): number {
  if (process.env.E2E_CLOUD_URL) return 1;
  const requested = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(requested) && requested > 0 ? requested : 2;
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  workers: e2eWorkers(),
  fullyParallel: false,
  retries: 0,
  // Two workers share the machine's cores with their clouds: each step may take longer than alone.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [
    // Runs first: it needs a user who has not acknowledged the release notes yet, and every
    // other test acknowledges them on its way in.
    { name: 'release-notes', testMatch: 'release-notes.spec.ts' },
    { name: 'ui', testIgnore: 'release-notes.spec.ts', dependencies: ['release-notes'] },
  ],
  use: {
    locale: 'de-DE',
    // The product shows German time; the browser's pickers read input in the same zone.
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1440, height: 900 },
    // Recording a trace costs every test CPU (DOM snapshots, a screencast) even when it passes and
    // the trace is thrown away: about a third of the suite's time on two cores. `npm test` sets
    // E2E_TRACE=off and keeps the screenshot and the error context of a failure instead.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || (await chromium.executablePath()),
      args: [
        ...chromiumArgs,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      headless: true,
    },
  },
});
