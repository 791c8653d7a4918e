import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No module of the product imports itself through others: a cycle makes load order matter and
 * two modules change as one. The graph is every relative (and web's '@/') import and re-export of
 * shared, functions and web, type-only imports included.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_DIRS = ['shared/src', 'functions/src', 'web/src'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = join(ROOT, 'web/src', specifier.slice(2));
  else return undefined;
  const stem = base.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')].find(existsSync);
}

export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap((dir) => modules(join(ROOT, dir)))) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? ''))
      .filter((target): target is string => target !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('no module of shared, functions or web reaches itself through its imports', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).sort());
    expect(cycles).toEqual([]);
  }, 60_000);

  it('finds a cycle of two modules', () => {
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['b', 'a']]);
  });
});
