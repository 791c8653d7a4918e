/**
 * After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file
 * of web/dist, so the local server answers compressed without compressing per request, as
 * CloudFront does in the cloud. Files that do not shrink by at least 10 % are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.map', '.txt']);

function* filesBelow(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

let written = 0;
for (const path of filesBelow(DIST)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  if (brotli.length > content.length * 0.9) continue;
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`precompressed ${written} files (brotli and gzip) in web/dist`);
