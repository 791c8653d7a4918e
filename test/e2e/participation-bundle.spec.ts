import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST, gzipSize, kb, LIBRARY_MARKERS, type Library, librariesIn } from './bundle-helpers';

/**
 * The public participation page (/teilnahme/{token}, opened on phones) loads only what it needs:
 * React, its own few KB and SurveyJS (survey-core with the German strings, survey-react-ui, one
 * stylesheet). Measured from the build the suite runs on (web/dist and its Vite manifest), so
 * it needs no page and no wall clock. survey-core is one prebuilt file of ~1.4 MB (SurveyJS ships
 * no smaller parts), so the budget is that file plus a little, and anything more fails here.
 *
 * Measured (gzip -9, KB = 1,024 bytes) when the budget was set: 420.6 KB JavaScript (the SurveyJS
 * chunk 342.9 KB, React 65.8 KB, the page's own code and the entry ~12 KB) and 37.6 KB CSS; the
 * budget leaves ~6 % for library updates.
 */
const JS_BUDGET_GZIP = 445 * 1024;
const CSS_BUDGET_GZIP = 40 * 1024;
/** The page's modules: the participation entry and the survey runner it imports on demand. */
const PARTICIPATION_MODULES = [
  'src/features/participation/mount.tsx',
  'src/features/participation/components/SurveyRunner.tsx',
];
/** Libraries the page must never load. */
const FOREIGN: readonly Library[] = ['bpmn-js', 'Chart.js', 'MUI (components)', 'MUI X (date pickers)'];

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The chunks a page loads for `entries`: them and every chunk they import statically. */
function staticClosure(chunks: Record<string, ManifestChunk>, entries: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = chunks[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...seen].map((key) => chunks[key] as ManifestChunk);
}

test.describe('participation page bundle', () => {
  const chunks = manifest();
  const loaded = staticClosure(chunks, ['index.html', ...PARTICIPATION_MODULES]);
  const scripts = [...new Set(loaded.map((chunk) => chunk.file))];
  const styles = [...new Set(loaded.flatMap((chunk) => chunk.css ?? []))];

  test(`loads at most ${kb(JS_BUDGET_GZIP)} of JavaScript and ${kb(CSS_BUDGET_GZIP)} of CSS (gzip)`, () => {
    const js = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
    const css = styles.reduce((sum, file) => sum + gzipSize(file), 0);
    test.info().annotations.push({ type: 'size', description: `JS ${kb(js)}, CSS ${kb(css)} gzip` });
    expect(js, scripts.join(', ')).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    expect(css, styles.join(', ')).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
  });

  test('pulls in neither bpmn-js, Chart.js nor MUI', () => {
    expect(scripts.length).toBeGreaterThan(2);
    expect(librariesIn(scripts, FOREIGN)).toEqual([]);
  });

  test('the markers are real: each appears in a chunk of the app', () => {
    // Guards this test and the login page's (login-bundle.spec.ts) against markers that no build
    // contains any more.
    const all = Object.values(chunks).map((chunk) => readFileSync(join(DIST, chunk.file), 'utf8'));
    const absent = Object.entries(LIBRARY_MARKERS)
      .filter(([, marker]) => !all.some((text) => text.includes(marker)))
      .map(([library]) => library);
    expect(absent).toEqual([]);
  });
});
