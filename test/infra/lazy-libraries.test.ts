import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { allHandlerModules } from '@prozesspuls/functions/routes/registry';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers, type HandlerBundles } from '../../infra/lib/bundling/handlerBundles.js';

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+\.mjs)"/g;
/** Libraries that only the requests reading diagram XML, releasing or checking a file need. */
const ON_DEMAND = ['bpmn-moddle', 'bpmnlint', 'file-type'] as const;

/** The node_modules packages whose code `file` and everything it imports statically hold (from the source maps). */
function packagesLoadedAtStart(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return packages;
  seen.add(file);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  for (const source of map.sources) {
    const found = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    if (found?.[1]) packages.add(found[1]);
  }
  for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    if (match[1]) packagesLoadedAtStart(resolve(dirname(file), match[1]), seen, packages);
  }
  return packages;
}

/** Every package any file of the bundle directory holds, loaded at start or on demand. */
function packagesInDirectory(directory: string) {
  const packages = new Set<string>();
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
    for (const name of packagesLoadedAtStart(join(entry.parentPath, entry.name))) packages.add(name);
  }
  return packages;
}

describe('heavy libraries load with the request that needs them', () => {
  let bundles: HandlerBundles;
  beforeAll(async () => {
    bundles = await bundleHandlers({
      // All of them, as cdk synth bundles them: which chunk holds what depends on every entry.
      modules: allHandlerModules(),
      outdir: join(mkdtempSync(join(tmpdir(), 'pp-lazy-')), 'functions'),
    });
  }, 120_000);

  it.each([
    'admin/getClient',
    'users/getHelpTicket',
    'release/getBpmnReleaseByUuid',
    'release/postBpmnRelease',
    'models/putBpmnByUuid',
    'elements/postBpmnByUuidElementByIdDocumentUpload',
  ])('%s starts without the diagram parser, the model checks and the file sniffer', (module) => {
    const atStart = packagesLoadedAtStart(join(bundles.directoryOf(module), `${module}.mjs`));
    expect(atStart.has('electrodb')).toBe(true);
    for (const library of ON_DEMAND) expect(atStart.has(library), library).toBe(false);
  });

  it('still ships each of them, for the requests that load it', () => {
    const shipped = packagesInDirectory(bundles.directory);
    for (const library of ON_DEMAND) expect(shipped.has(library), library).toBe(true);
  });
});
