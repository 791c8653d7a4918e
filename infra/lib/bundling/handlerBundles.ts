import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Area } from '@prozesspuls/shared';
import { build } from 'esbuild';
import { HANDLER_SOURCE_DIR, REPO_ROOT } from '../paths.js';
import { withoutBrowserDownload } from './withoutBrowserDownload.js';

/**
 * Bundled handlers are ESM, but some dependencies are CommonJS and call `require` for Node
 * built-ins; esbuild's shim needs a real `require` in scope to do that inside an .mjs file.
 */
const CREATE_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** Code shared by several handlers goes here; module names cannot start with `_`, so never collide. */
const SHARED_CHUNKS = '_shared/[name]-[hash]';

/** Module names come from the registry; anything else could escape the source directory. */
const MODULE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

export interface BundleHandlersOptions {
  /** Handler modules relative to `sourceDir`, without extension, e.g. `auth/postAuthenticate`. */
  readonly modules: readonly string[];
  /** Replaced as a whole: `<outdir>/<module>.mjs` per module plus shared chunks (+ source maps). */
  readonly outdir: string;
  readonly sourceDir?: string;
}

export interface HandlerBundles {
  /** The one directory every route Lambda gets as its code asset. */
  readonly directory: string;
  /** Module → the Lambda handler setting, `<module>.handler`. */
  readonly handlers: ReadonlyMap<string, string>;
  /** Module → size of its entry file in bytes (shared chunks not included). */
  readonly entrySizes: ReadonlyMap<string, number>;
  /** Size of all JavaScript in the directory in bytes: what one Lambda package holds. */
  readonly totalBytes: number;
  /** Every npm package with code in the bundle, e.g. `puppeteer-core`, `@middy/core`. */
  readonly bundledPackages: ReadonlySet<string>;
  /** Areas whose functions get a code directory of their own (the bundle plus runtime packages). */
  readonly areaDirectories?: ReadonlyMap<Area, string>;
}

export class MissingHandlerModulesError extends Error {
  constructor(
    readonly missing: readonly string[],
    sourceDir: string,
  ) {
    super(
      `Handler modules of the route registry are missing in ${sourceDir}: ${missing.join(', ')}. ` +
        'A route is never served by a substitute in the cloud; add the module or change the registry.',
    );
    this.name = 'MissingHandlerModulesError';
  }
}

export function handlerSourceFile(module: string, sourceDir = HANDLER_SOURCE_DIR): string {
  return join(sourceDir, `${module}.ts`);
}

export function missingHandlerModules(modules: readonly string[], sourceDir = HANDLER_SOURCE_DIR): string[] {
  return modules.filter((module) => !existsSync(handlerSourceFile(module, sourceDir)));
}

/**
 * Bundles every handler module in ONE esbuild pass (a NodejsFunction per route would run esbuild
 * ~160 times) with code splitting: what handlers share (middy, zod, ElectroDB, Powertools ...)
 * is written once, so all handlers together stay about as small as one, and a single small
 * asset serves every Lambda. Fails loudly when a module file is missing instead of deploying a
 * placeholder.
 */
export async function bundleHandlers(options: BundleHandlersOptions): Promise<HandlerBundles> {
  const sourceDir = options.sourceDir ?? HANDLER_SOURCE_DIR;
  const modules = [...new Set(options.modules)];
  const invalid = modules.filter((module) => !MODULE_NAME.test(module));
  if (invalid.length > 0) throw new Error(`Invalid handler module names: ${invalid.join(', ')}`);
  if (modules.length === 0) throw new Error('No handler modules to bundle');
  const missing = missingHandlerModules(modules, sourceDir);
  if (missing.length > 0) throw new MissingHandlerModulesError(missing, sourceDir);

  // Build next to the target and swap it in, so no stale module or chunk is ever deployed.
  const staging = `${options.outdir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  let bundledPackages: ReadonlySet<string>;
  try {
    const { metafile } = await build({
      absWorkingDir: REPO_ROOT,
      entryPoints: modules.map((module) => ({ in: handlerSourceFile(module, sourceDir), out: module })),
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      chunkNames: SHARED_CHUNKS,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      // Prefer ESM entry points of dependencies: better tree shaking than their CommonJS builds.
      mainFields: ['module', 'main'],
      // The Lambda Node.js runtime ships the AWS SDK v3; @sparticuz/chromium must stay a real
      // package (see reportAsset.ts).
      external: ['@aws-sdk/*', '@sparticuz/chromium'],
      minify: true,
      // NODE_OPTIONS=--enable-source-maps maps stack traces to the TypeScript lines; the sources
      // themselves are not needed for that and would triple the asset size.
      sourcemap: true,
      sourcesContent: false,
      charset: 'utf8',
      banner: { js: CREATE_REQUIRE_BANNER },
      plugins: [withoutBrowserDownload],
      metafile: true,
      logLevel: 'warning',
    });
    bundledPackages = packagesOf(metafile.inputs);
    rmSync(options.outdir, { recursive: true, force: true });
    renameSync(staging, options.outdir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }

  return {
    directory: options.outdir,
    handlers: new Map(modules.map((module) => [module, `${module}.handler`])),
    entrySizes: new Map(
      modules.map((module) => [module, statSync(join(options.outdir, `${module}.mjs`)).size]),
    ),
    totalBytes: javaScriptBytes(options.outdir),
    bundledPackages,
  };
}

const PACKAGE_OF_PATH = /node_modules\/((?:@[^/]+\/)?[^/]+)\//g;

/** The innermost package of each input path (a nested `node_modules` counts as its own). */
function packagesOf(inputs: Readonly<Record<string, unknown>>): Set<string> {
  const packages = new Set<string>();
  for (const path of Object.keys(inputs)) {
    const name = [...path.matchAll(PACKAGE_OF_PATH)].at(-1)?.[1];
    if (name) packages.add(name);
  }
  return packages;
}

function javaScriptBytes(directory: string): number {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}
