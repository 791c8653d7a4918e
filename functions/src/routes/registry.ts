import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@prozesspuls/shared';

const ROUTES_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * Route name → handler module below `functions/src/routes` (without extension), found by
 * convention: a route is implemented when `<area>/<routeName>.ts` exists, so adding a route is
 * its handler file and its route-table line. Every module exports only `handler`. Routes without
 * a file are served by `notImplemented` (501), an honest placeholder until their issue lands; each
 * still gets its own Lambda in the cloud. The registry runs only at build and in the local cloud
 * (Node, from source), never inside a deployed Lambda.
 */
const IMPLEMENTED: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTES.filter((route) => existsSync(join(ROUTES_DIR, route.area, `${route.name}.ts`))).map((route) => [
    route.name,
    `${route.area}/${route.name}`,
  ]),
);

export const NOT_IMPLEMENTED_MODULE = 'notImplemented';

/** The handler module of a route, relative to `functions/src/routes`. */
export function handlerModuleOf(routeName: string): string {
  return IMPLEMENTED[routeName] ?? NOT_IMPLEMENTED_MODULE;
}

export function isImplemented(routeName: string): boolean {
  return routeName in IMPLEMENTED;
}

/** Every distinct handler module (for bundling). */
export function allHandlerModules(): string[] {
  return [...new Set(ROUTES.map((r) => handlerModuleOf(r.name)))];
}
