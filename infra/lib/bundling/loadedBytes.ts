import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+\.mjs)"/g;

/**
 * What a function loads on a cold start: the bundled module `file` plus every shared chunk it
 * imports statically, each counted once (chunks imported with `import()` load only when used).
 */
export function loadedBytes(file: string, seen = new Set<string>()): number {
  if (seen.has(file)) return 0;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  let bytes = statSync(file).size;
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const target = match[1];
    if (target) bytes += loadedBytes(resolve(dirname(file), target), seen);
  }
  return bytes;
}
