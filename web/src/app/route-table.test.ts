import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { flattenShellRoutes, SHELL_ROUTES } from './route-table';

// The table names the modeller's prefetch; its API code needs a browser, the table does not.
vi.mock('@/features/modeller/prefetch', () => ({ prefetchModeller: () => undefined }));

const routes = flattenShellRoutes(SHELL_ROUTES);
const byPath = (path: string) => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

describe('shell route table', () => {
  it('declares every path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guards each area by the permissions the route table names', () => {
    expect(byPath('/processList').guard.anyOf).toEqual(['PROCESS', 'ADMIN', 'SUPER_ADMIN']);
    expect(byPath('/surveys').guard.anyOf).toEqual(['SURVEY', 'ADMIN', 'SUPER_ADMIN']);
    expect(byPath('/management').guard.anyOf).toEqual(['ADMIN', 'SUPER_ADMIN']);
  });

  it('passes guards down to the children', () => {
    expect(byPath('/surveys/evaluation/:surveyId').guard).toEqual(byPath('/surveys').guard);
    expect(byPath('/management/users').guard).toEqual(byPath('/management').guard);
    expect(byPath('/management/users').title).toBe('titles.management');
  });

  it('flags the checklist routes as special edition', () => {
    const flagged = routes.filter((route) => route.guard.specialEdition).map((route) => route.path);
    expect(flagged).toEqual([
      '/checklist',
      '/checklist/newChecklist/:listId',
      '/checklist/answerChecklist/:listId',
      '/checklist/finished/:listId',
    ]);
  });

  it('requires sign-in everywhere in the shell except the help, the legal pages and the accessibility statement', () => {
    expect(routes.filter((route) => route.public).map((route) => route.path)).toEqual([
      '/help',
      '/impressum',
      '/datenschutz',
      '/avv',
      '/barrierefreiheit',
    ]);
    expect(routes.filter((route) => !route.public).every((route) => route.guard.signedIn)).toBe(true);
  });

  it('renders only the start page for real for now', () => {
    expect(routes.filter((route) => route.page === 'home').map((route) => route.path)).toEqual(['/menu']);
  });

  it('renders no route with the not-yet-available placeholder', () => {
    expect(routes.filter((route) => route.page === 'not-yet-available').map((route) => route.path)).toEqual(
      [],
    );
    expect(existsSync(new URL('./routes/not-yet-available.tsx', import.meta.url))).toBe(false);
  });

  it('names a page module in app/routes/ for every route (the router loads it by that name)', () => {
    const missing = routes.filter(
      (route) => !existsSync(new URL(`./routes/${route.page}.tsx`, import.meta.url)),
    );
    expect(missing.map((route) => route.page)).toEqual([]);
  });

  it('prefetches the modeller while its guard runs', () => {
    expect(byPath('/modelEdit/:uuid').prefetch).toBeTypeOf('function');
  });
});
