import { describe, expect, it } from 'vitest';
import { ppModellerModule } from '../index';

interface ModuleDefinition {
  readonly __depends__?: readonly ModuleDefinition[];
  readonly __init__?: readonly string[];
  readonly [name: string]: unknown;
}

/** The services a module provides: its `['type', Class]` entries. */
function services(module: ModuleDefinition): [string, { $inject?: readonly string[] }][] {
  return Object.entries(module).flatMap(([name, value]) =>
    Array.isArray(value) && value[0] === 'type' ? [[name, value[1] as { $inject?: readonly string[] }]] : [],
  );
}

/** The modules in the order didi loads them: each one's dependencies first, every module once. */
function loadOrder(modules: readonly ModuleDefinition[], seen: ModuleDefinition[] = []): ModuleDefinition[] {
  for (const module of modules) {
    if (seen.includes(module)) continue;
    loadOrder(module.__depends__ ?? [], seen);
    if (!seen.includes(module)) seen.push(module);
  }
  return seen;
}

function reachable(module: ModuleDefinition): Set<string> {
  const names = new Set<string>();
  for (const each of loadOrder([module])) for (const [name] of services(each)) names.add(name);
  return names;
}

const modules = (ppModellerModule.__depends__ as readonly ModuleDefinition[]).slice();

/** diagram-js services a module replaces under their own name: such a module starts nothing. */
const REPLACED = new Set(['overlays', 'canvas']);

describe('the modeller modules (one job each)', () => {
  it('each module starts exactly the one service it provides', () => {
    for (const module of modules) {
      const own = services(module).filter(([name]) => !REPLACED.has(name));
      if (own.length === 0) {
        expect(module.__init__).toBeUndefined();
        continue;
      }
      expect(own).toHaveLength(1);
      expect(module.__init__).toEqual([own[0]?.[0]]);
    }
  });

  it('every ProzessPuls service a module injects comes from the module or what it depends on', () => {
    for (const module of loadOrder(modules)) {
      const available = reachable(module);
      for (const [, type] of services(module)) {
        for (const injected of type.$inject ?? []) {
          if (injected.startsWith('pp') || injected === 'overlays')
            expect(available, `${injected} for ${services(module)[0]?.[0]}`).toContain(injected);
        }
      }
    }
  });

  it('ppState starts before every service that reads it, and each override of diagram-js loads once', () => {
    const started = loadOrder([ppModellerModule]).flatMap((module) => module.__init__ ?? []);
    expect(started[0]).toBe('ppState');
    expect(new Set(started).size).toBe(started.length);
    expect(started).toHaveLength(17);
    for (const replaced of REPLACED) {
      expect(loadOrder([ppModellerModule]).filter((module) => replaced in module)).toHaveLength(1);
    }
  });
});
