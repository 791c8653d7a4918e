import { defineConfig } from '@playwright/test';
import e2e from '../e2e/playwright.config';

/**
 * `npm run docs:media` (run through record.ts): records the help centre's video lessons and the
 * handbook's screenshots by driving the real product on the local cloud with its seeded demo
 * data, in the same browser as the end-to-end tests. Not a test suite: CI never runs it; it runs
 * when the UI changed, and its output is committed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.media.ts',
  outputDir: './test-results',
  globalSetup: './shared-cloud.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 600_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_CLOUD_URL,
    locale: 'de-DE',
    // 720p: sharp enough for the UI's text, small enough for a lesson of ≤ 2 MB.
    viewport: { width: 1280, height: 720 },
    // A step that cannot happen fails the recording instead of waiting for the test's timeout.
    actionTimeout: 30_000,
    launchOptions: e2e.use?.launchOptions ?? {},
  },
});
