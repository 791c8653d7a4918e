import type { LoaderFunction, RouteObject } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session/session-store';
import { guardLoader } from './guards/guard-loader';
import { lazyRoute, type RouteModule } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { flattenShellRoutes, type PageName, type PagePrefetch, SHELL_ROUTES } from './route-table';
import { ShellPageErrorBoundary } from './routes/route-error';
import { shellLoader } from './shell-loader';

/**
 * The shell's page modules, found by file name (the route table's `page`); each is its own chunk,
 * so heavy pages (bpmn-js, SurveyJS) stay out of the login's code. The routes outside the shell
 * are imported by name in router.tsx.
 */
const PAGE_MODULES = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/{login,token-auth,join,not-found,error-page,shell,root-layout,route-error,query-layout,management-superuser}.tsx',
]);

function pageModule(page: PageName): () => Promise<RouteModule> {
  const load = PAGE_MODULES[`./routes/${page}.tsx`];
  if (!load) throw new Error(`No page module app/routes/${page}.tsx`);
  return load;
}

function pageLoader(prefetch: PagePrefetch | undefined, guard: LoaderFunction): LoaderFunction {
  if (!prefetch) return guard;
  return (args) => {
    // Only for a signed-in user: without a session the guard sends them to the login anyway.
    if (sessionStore.get()) prefetch(queryClient, args.params);
    return guard(args);
  };
}

function shellChildren(): RouteObject[] {
  return flattenShellRoutes(SHELL_ROUTES).map((route) => {
    const handle: RouteHandle = { title: route.title, public: route.public };
    return {
      path: route.path,
      handle,
      loader: pageLoader(route.prefetch, guardLoader(route.guard, queryClient)),
      lazy: lazyRoute(pageModule(route.page)),
      ErrorBoundary: ShellPageErrorBoundary,
    };
  });
}

/**
 * The shell (the signed-in frame, help and legal pages) with every page route inside it. The
 * router adds it on the first navigation into it (router.tsx), so the login does not load the
 * route table, its guards, its prefetches or the list of every page chunk.
 */
export function shellRoute(): RouteObject {
  return {
    id: 'shell',
    loader: shellLoader(queryClient),
    lazy: lazyRoute(() => import('./routes/shell')),
    children: shellChildren(),
  };
}
