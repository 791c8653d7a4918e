import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The built bundle the local cloud serves holds none of the English texts the spec quotes, and none
 * of its typos: the UI shows their German translation and the corrected spelling.
 */
const SPEC_ENGLISH = [
  'Invalid number format',
  'Use hierarchical format',
  'Min 3 characters',
  'Invalid e-mail.',
  'Password must match',
  'Validation Error',
  'Failed to fetch directory listing',
  'not yet available',
  'unwiederruflich',
  'Neues Prozessmodel"',
  "Neues Prozessmodel'",
];

const ASSETS = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

test('the built bundle carries no English text the spec quotes and none of its typos', () => {
  const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const hits = scripts.flatMap((name) => {
    const code = readFileSync(join(ASSETS, name), 'utf8');
    return SPEC_ENGLISH.filter((phrase) => code.includes(phrase)).map((phrase) => `${name}: ${phrase}`);
  });
  expect(hits).toEqual([]);
  // The translations are in the bundle: the scan reads the files the UI is built from.
  const bundle = scripts.map((name) => readFileSync(join(ASSETS, name), 'utf8')).join('\n');
  expect(bundle).toContain('Ungültiges Nummernformat');
  expect(bundle).toContain('Mindestens 3 Zeichen');
});
