import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Area } from '@prozesspuls/shared';
import { build } from 'esbuild';
import { HANDLER_SOURCE_DIR, REPO_ROOT } from '../paths.js';

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
  /** Replaced as a whole: `<outdir>/<area>/<module>.mjs` per module plus each area's shared chunks (+ source maps). */
  readonly outdir: string;
  readonly sourceDir?: string;
}

export interface HandlerBundles {
  /** The directory that holds every bundle folder. */
  readonly directory: string;
  /** The code asset of a module's function: its area's folder (see bundleGroupOf). */
  readonly directoryOf: (module: string) => string;
  /** Module → the Lambda handler setting, `<module>.handler`. */
  readonly handlers: ReadonlyMap<string, string>;
  /** Module → size of its entry file in bytes (shared chunks not included). */
  readonly entrySizes: ReadonlyMap<string, number>;
  /** Size of all JavaScript in every folder, in bytes. */
  readonly totalBytes: number;
  /** Every npm package with code in the bundle, e.g. `electrodb`, `@middy/core`. */
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
 * The folder a module's function code is deployed from: its area's (`admin/getClient` → `admin`),
 * or the root for a module without one (tasks, the placeholder).
 */
export function bundleGroupOf(module: string): string {
  const slash = module.indexOf('/');
  return slash < 0 ? '' : module.slice(0, slash);
}

/**
 * Bundles the handler modules with one esbuild pass per area, run side by side (a NodejsFunction
 * per route would run esbuild ~230 times), each with code splitting: what an area's handlers
 * share (middy, zod, ElectroDB, Powertools ...) is written once into the area's folder, and that
 * folder is the code asset of the area's functions. Not one pass over all areas: esbuild keeps a
 * shared file's code that ANY entry of the pass uses, so with every route in one pass each
 * function loaded about 15 % more code than it needs (admin/getClient 497 KB instead of 450 KB).
 * Fails loudly when a module file is missing instead of deploying a placeholder.
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
  const groups = new Map<string, string[]>();
  for (const module of modules)
    groups.set(bundleGroupOf(module), [...(groups.get(bundleGroupOf(module)) ?? []), module]);
  let bundledPackages: ReadonlySet<string>;
  try {
    const passes = await Promise.all(
      [...groups].map(([group, members]) =>
        build({
          absWorkingDir: REPO_ROOT,
          // `out` keeps the module's path, so the Lambda handler setting stays `<module>.handler`.
          entryPoints: members.map((module) => ({ in: handlerSourceFile(module, sourceDir), out: module })),
          outdir: join(staging, group),
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
          metafile: true,
          logLevel: 'warning',
        }),
      ),
    );
    bundledPackages = packagesOf(Object.assign({}, ...passes.map((pass) => pass.metafile.inputs)));
    rmSync(options.outdir, { recursive: true, force: true });
    renameSync(staging, options.outdir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }

  const directoryOf = (module: string) => join(options.outdir, bundleGroupOf(module));
  return {
    directory: options.outdir,
    directoryOf,
    handlers: new Map(modules.map((module) => [module, `${module}.handler`])),
    entrySizes: new Map(
      modules.map((module) => [module, statSync(join(directoryOf(module), `${module}.mjs`)).size]),
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
