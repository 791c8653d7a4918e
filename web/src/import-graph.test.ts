import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The SPA's import graph (type-only imports included: they couple modules just the same) must be
 * a DAG. Biome enforces the layer rules per import; a cycle needs the whole graph, so it is here.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file an import names inside web/src, or undefined for packages and assets. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : undefined;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
    graph.set(
      file,
      targets.filter((target): target is string => target !== undefined),
    );
  }
  return graph;
}

/** Every cycle found by a depth-first search, each as the list of files around it. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): void => {
    const open = onPath.indexOf(file);
    if (open >= 0) {
      cycles.push([...onPath.slice(open), file].map((path) => relative(SRC, path)));
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('web import graph', () => {
  const graph = importGraph();

  it('resolves @/ and relative imports (the walk sees the real graph)', () => {
    const router = [...graph.entries()].find(([file]) => file.endsWith(join('app', 'router.tsx')));
    expect(router?.[1].some((target) => target.endsWith(join('config', 'paths.ts')))).toBe(true);
  });

  it('has no import cycle', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const cycle = new Map([
      ['a', ['b']],
      ['b', ['a']],
    ]);
    expect(findCycles(cycle)).toHaveLength(1);
  });
});
