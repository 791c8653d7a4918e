import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const admits = (range: string, version: string) => semver.satisfies(version, range);

const nvmrc = read('.nvmrc').trim();
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

/** Every `node` engine range in the installed tree, from package-lock.json. */
function lockedEngines(): { name: string; range: string }[] {
  const lock = JSON.parse(read('package-lock.json')) as {
    packages: Record<string, { engines?: { node?: string } | string[] }>;
  };
  return Object.entries(lock.packages).flatMap(([name, pkg]) => {
    const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
    return range ? [{ name: name || '(root)', range }] : [];
  });
}

describe('one Node.js version everywhere', () => {
  it('pins a full release in .nvmrc that engines accept', () => {
    expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/);
    expect(admits(engines, nvmrc)).toBe(true);
  });

  it('runs the Lambdas on the major version of .nvmrc', () => {
    const runtimes = [
      ...read('infra/lib/constructs/apiFunction.ts').matchAll(/Runtime\.NODEJS_(\d+)_X/g),
      ...read('infra/lib/stacks/workflowStack.ts').matchAll(/Runtime\.NODEJS_(\d+)_X/g),
    ].map((m) => Number(m[1]));
    expect(runtimes.length).toBeGreaterThan(0);
    expect(new Set(runtimes)).toEqual(new Set([semver.major(nvmrc)]));
  });

  it('names the same major version in the README', () => {
    expect(read('README.md')).toContain(`**Node.js ${semver.major(nvmrc)}**`);
  });

  it('installs every dependency without an engine warning on that release', () => {
    const refused = lockedEngines().filter(({ range }) => !admits(range, nvmrc));
    expect(refused).toEqual([]);
  });
});
