import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { handlerModuleOf, isImplemented } from './registry.js';

const implemented = ROUTES.filter((route) => isImplemented(route.name));

// One vocabulary (docs/vocabulary.md): a handler is found by its route's name in its route's area.
describe('route registry', () => {
  it('implements some routes', () => {
    expect(implemented.length).toBeGreaterThan(50);
  });

  it.each(implemented.map((route) => [route.name, route.area]))(
    '%s lives in its area folder %s and is named after the route',
    (name, area) => {
      expect(handlerModuleOf(name)).toBe(`${area}/${name}`);
      expect(existsSync(join(import.meta.dirname, `${area}/${name}.ts`))).toBe(true);
    },
  );

  // The function takes its access rule from the module it names: another route's would be wrong.
  it.each(implemented.map((route) => [route.name, route.area]))(
    '%s names its own module %s/… in apiRoute or publicRoute',
    (name, area) => {
      const source = readFileSync(join(import.meta.dirname, `${area}/${name}.ts`), 'utf8');
      const named = [...source.matchAll(/\b(?:apiRoute|publicRoute)\(\s*'([^']+)'/g)].map((m) => m[1]);
      expect(named).toEqual([`${area}/${name}`]);
    },
  );
});
