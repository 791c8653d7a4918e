import { readdirSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module of the product may reach itself again through its imports: a cycle makes the load order
 * decide which half sees the other's exports as undefined, and it ties two modules into one unit
 * that can no longer be changed or bundled apart. Type-only imports count too, because a type cycle
 * is the same coupling and becomes a runtime cycle as soon as one side imports a value.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKSPACES = ['shared', 'functions', 'web', 'infra'] as const;
const SOURCE_FILE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'cdk.out', '.data']);

function sourceFilesBelow(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFilesBelow(path);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function compilerOptionsOf(workspace: string): ts.CompilerOptions {
  const configPath = join(ROOT, workspace, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath)).options;
}

/** Static imports and re-exports; a dynamic `import()` loads later and so cannot form a load cycle. */
function importedSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, ts.sys.readFile(path) ?? '', ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    return specifier && ts.isStringLiteral(specifier) ? [specifier.text] : [];
  });
}

/** The product's module graph: each file and the files of this repository it imports (workspace packages resolve to their sources through the node_modules links). */
function productImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const workspace of WORKSPACES) {
    const options = compilerOptionsOf(workspace);
    for (const file of sourceFilesBelow(join(ROOT, workspace))) {
      const targets = importedSpecifiers(file).flatMap((specifier) => {
        const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
        if (!resolved) return [];
        const target = realpathSync(resolved.resolvedFileName);
        return target.startsWith(ROOT) && !target.includes('/node_modules/') ? [relative(ROOT, target)] : [];
      });
      graph.set(relative(ROOT, realpathSync(file)), targets);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one module, or one that imports itself. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import structure of the product', () => {
  const graph = productImportGraph();

  it('reads the modules of every workspace and resolves their imports of each other', () => {
    for (const workspace of WORKSPACES) {
      expect([...graph.keys()].some((file) => file.startsWith(`${workspace}/`))).toBe(true);
    }
    const crossWorkspaceEdges = [...graph].filter(
      ([file, targets]) => file.startsWith('functions/') && targets.some((t) => t.startsWith('shared/')),
    );
    const webAliasEdges = [...graph].filter(
      ([file, targets]) =>
        file.startsWith('web/src/features/') && targets.some((t) => t.startsWith('web/src/components/')),
    );
    expect(crossWorkspaceEdges.length).toBeGreaterThan(10);
    expect(webAliasEdges.length).toBeGreaterThan(10);
  });

  it('has no import cycle in shared, functions, web or infra', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('would report a cycle of two modules', () => {
    const cycles = importCycles(
      new Map([
        ['a.ts', ['b.ts']],
        ['b.ts', ['a.ts', 'c.ts']],
        ['c.ts', []],
      ]),
    );
    expect(cycles).toEqual([['a.ts', 'b.ts']]);
  });
});
