import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../paths.js';

/**
 * Packages the report function loads from `node_modules` at run time instead of from the
 * bundle: @sparticuz/chromium unpacks its compressed browser from files beside its own code,
 * which a bundle cannot carry.
 */
export const REPORT_RUNTIME_PACKAGES = ['@sparticuz/chromium'] as const;
/** The standalone bpmn-js viewer that the report page runs inside Chromium. */
const BPMN_VIEWER_FILES = ['package.json', 'dist/bpmn-viewer.production.min.js'];

function packageDir(name: string, from: string): string {
  // Workspaces hoist to the root; a nested copy wins when present, as Node would resolve it.
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === dirname(dir)) throw new Error(`Package ${name} is not installed (looked from ${from})`);
  }
}

/** Copies a package and its production dependencies, transitively, into `nodeModules`. */
function copyWithDependencies(name: string, from: string, nodeModules: string, copied: Set<string>) {
  if (copied.has(name)) return;
  copied.add(name);
  const source = packageDir(name, from);
  cpSync(source, join(nodeModules, name), { recursive: true, dereference: true });
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    copyWithDependencies(dependency, source, nodeModules, copied);
  }
}

/**
 * The report function's code: the shared handler bundle plus a `node_modules` holding
 * @sparticuz/chromium (with its dependencies) and the bpmn-js viewer file. Built from what
 * `npm ci` installed, so synth needs no network.
 */
export function stageReportAsset(bundleDirectory: string, outdir: string): string {
  rmSync(outdir, { recursive: true, force: true });
  cpSync(bundleDirectory, outdir, { recursive: true });
  const nodeModules = join(outdir, 'node_modules');
  const copied = new Set<string>();
  for (const name of REPORT_RUNTIME_PACKAGES)
    copyWithDependencies(name, join(REPO_ROOT, 'functions'), nodeModules, copied);
  const viewer = packageDir('bpmn-js', join(REPO_ROOT, 'functions'));
  for (const file of BPMN_VIEWER_FILES) {
    mkdirSync(dirname(join(nodeModules, 'bpmn-js', file)), { recursive: true });
    cpSync(join(viewer, file), join(nodeModules, 'bpmn-js', file));
  }
  return outdir;
}
