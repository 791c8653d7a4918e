import { allHandlerModules } from '@prozesspuls/functions/routes/registry';
import { bundleHandlers } from '../lib/bundling/handlerBundles.js';
import { HANDLER_BUNDLE_DIR } from '../lib/paths.js';

/** `npm run bundle -w infra`: the same bundling pass the CDK app runs before it synthesizes. */
const started = performance.now();
const bundles = await bundleHandlers({ modules: allHandlerModules(), outdir: HANDLER_BUNDLE_DIR });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
for (const [module, bytes] of [...bundles.entrySizes].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${kib(bytes).padStart(9)}  ${module}`);
}
console.log(
  `${bundles.handlers.size} handler modules bundled into ${bundles.directory} in ${seconds} s; ` +
    `${kib(bundles.totalBytes)} of JavaScript in all, shared chunks included.`,
);
