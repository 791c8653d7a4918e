import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@prozesspuls/shared/routes';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each route has exactly one typed call in the SPA: one module names it, and every screen that
 * reads it goes through that module and its one query key. Two modules calling the same route
 * would cache it under two keys, and a change made in one screen would stay stale in the other.
 */
const WEB_SRC = fileURLToPath(new URL('../..', import.meta.url));
const ROUTE_NAMES = new Set(ROUTES.map((route) => route.name));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The route names a module's code (not its comments) mentions as string literals. */
export function routeNamesIn(path: string): Set<string> {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && ROUTE_NAMES.has(node.text)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

describe('one caller per route', () => {
  it('no route of the route table is called from two modules of the SPA', () => {
    const callers = new Map<string, string[]>();
    for (const path of modules(WEB_SRC)) {
      for (const name of routeNamesIn(path)) {
        callers.set(name, [...(callers.get(name) ?? []), path.slice(WEB_SRC.length)]);
      }
    }
    const twice = [...callers]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
    // The scan sees the calls: most routes of the table have their one caller.
    expect(callers.size).toBeGreaterThan(100);
  }, 60_000);
});
