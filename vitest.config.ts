import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webAlias = { '@/': fileURLToPath(new URL('./web/src/', import.meta.url)) };

/** Component tests of the SPA's screens: React Testing Library in jsdom, the API answered by MSW. */
const COMPONENT_TESTS = 'web/src/**/*.component.test.tsx';

export default defineConfig({
  test: {
    // `npm test` passes --coverage: shared/, functions/ and web/ are measured (v8) and CI fails when
    // a figure drops below its floor. Floors sit a little under the figures the unit and component
    // tests reached (lines/statements/functions/branches: shared 96/96/93/88 %, functions
    // 17/16/13/15 %, web 16/17/15/17 %); functions are mostly proven by the integration suite, whose
    // handlers run in the local cloud's process, outside vitest's coverage, and the web by the
    // end-to-end suite in a browser. Raise a floor when the figure has grown.
    coverage: {
      provider: 'v8',
      include: ['shared/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', 'shared/src/testing/**', 'web/src/testing/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
      // The figures are printed even when a test fails, so a red run still shows what it covered.
      reportOnFailure: true,
      thresholds: {
        'shared/src/**': { lines: 94, statements: 93, functions: 90, branches: 85 },
        'functions/src/**': { lines: 16, statements: 16, functions: 13, branches: 15 },
        'web/src/**': { lines: 16, statements: 17, functions: 15, branches: 17 },
      },
    },
    projects: [
      {
        test: {
          name: 'unit',
          alias: webAlias,
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'test/support/**/*.test.ts',
          ],
          exclude: [COMPONENT_TESTS, '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'component',
          alias: webAlias,
          include: [COMPONENT_TESTS],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
