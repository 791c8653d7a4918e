/**
 * `npx tsx test/bench/bundles.ts` (part of `npm run bench`): what each route's Lambda loads on a
 * cold start — its handler module plus every shared chunk it imports statically, minified, as
 * `cdk synth` bundles them (the AWS SDK is provided by the runtime and not counted).
 * Figures only, never pass/fail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { allHandlerModules } from '@prozesspuls/functions/routes/registry';
import { bundleHandlers } from '../../infra/lib/bundling/handlerBundles.js';
import { loadedBytes } from '../../infra/lib/bundling/loadedBytes.js';
import { sizeRow } from './rows.js';

const BUDGET_BYTES = 400 * 1024;
const outdir = join(mkdtempSync(join(tmpdir(), 'pp-bench-bundles-')), 'functions');
try {
  const bundles = await bundleHandlers({ modules: allHandlerModules(), outdir });
  const sizes = [...bundles.handlers.keys()]
    .map((module) => ({ module, bytes: loadedBytes(join(bundles.directoryOf(module), `${module}.mjs`)) }))
    .sort((a, b) => b.bytes - a.bytes);
  const over = sizes.filter((size) => size.bytes > BUDGET_BYTES);
  console.log(
    `\nFunction bundles: ${sizes.length} handler modules, all together ${(bundles.totalBytes / 1024).toFixed(0)} KB minified`,
  );
  for (const { module, bytes } of sizes.slice(0, 5)) {
    console.log(
      sizeRow(`function bundle ${module} (module + static imports)`, '≤ 400 KB', bytes, BUDGET_BYTES),
    );
  }
  const median = sizes[Math.floor(sizes.length / 2)];
  const smallest = sizes.at(-1);
  if (median)
    console.log(
      sizeRow(`function bundle, median (${median.module})`, '≤ 400 KB', median.bytes, BUDGET_BYTES),
    );
  if (smallest) {
    console.log(
      sizeRow(`function bundle, smallest (${smallest.module})`, '≤ 400 KB', smallest.bytes, BUDGET_BYTES),
    );
  }
  console.log(`  functions over 400 KB: ${over.length} of ${sizes.length}`);
} finally {
  rmSync(dirname(outdir), { recursive: true, force: true });
}
