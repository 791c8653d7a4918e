import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunction, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session/session-store';
import { guardLoader } from './guards/guard-loader';
import { lazyRoute, type RouteModule } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { flattenShellRoutes, type PageName, type PagePrefetch, SHELL_ROUTES } from './route-table';
import { RootLayout } from './routes/root-layout';
import { RootErrorBoundary, ShellPageErrorBoundary } from './routes/route-error';
import { shellLoader } from './shell-loader';

/**
 * The shell's page modules, found by file name (the route table's `page`); each is its own chunk,
 * so heavy pages (bpmn-js, SurveyJS) stay out of the login's code. The routes outside the shell
 * are imported by name below.
 */
const PAGE_MODULES = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/{login,token-auth,join,not-found,error-page,shell,root-layout,route-error,management-superuser}.tsx',
]);

function pageModule(page: PageName): () => Promise<RouteModule> {
  const load = PAGE_MODULES[`./routes/${page}.tsx`];
  if (!load) throw new Error(`No page module app/routes/${page}.tsx`);
  return load;
}

function pageLoader(
  prefetch: PagePrefetch | undefined,
  guard: LoaderFunction,
  queryClient: QueryClient,
): LoaderFunction {
  if (!prefetch) return guard;
  return (args) => {
    // Only for a signed-in user: without a session the guard sends them to the login anyway.
    if (sessionStore.get()) prefetch(queryClient, args.params);
    return guard(args);
  };
}

/** Any other path. */
function RedirectToNotFound() {
  return <Navigate to={paths.notFound} replace />;
}

function shellChildren(queryClient: QueryClient): RouteObject[] {
  return flattenShellRoutes(SHELL_ROUTES).map((route) => {
    const handle: RouteHandle = { title: route.title, public: route.public };
    return {
      path: route.path,
      handle,
      loader: pageLoader(route.prefetch, guardLoader(route.guard, queryClient), queryClient),
      lazy: lazyRoute(pageModule(route.page)),
      ErrorBoundary: ShellPageErrorBoundary,
    };
  });
}

/** A page outside the shell: its address, its title and its own chunk. */
function standaloneRoute(
  path: string,
  title: RouteHandle['title'],
  load: () => Promise<RouteModule>,
): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: lazyRoute(load) };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageLoader,
      children: [
        {
          ...standaloneRoute(paths.login, 'titles.login', () => import('./routes/login')),
          loader: guardLoader({ guestOnly: true }, queryClient),
        },
        standaloneRoute(paths.tokenAuth, 'titles.setPassword', () => import('./routes/token-auth')),
        standaloneRoute(paths.join, 'titles.login', () => import('./routes/join')),
        standaloneRoute(paths.notFound, 'titles.notFound', () => import('./routes/not-found')),
        standaloneRoute(paths.error, 'titles.error', () => import('./routes/error-page')),
        {
          id: 'shell',
          loader: shellLoader(queryClient),
          lazy: lazyRoute(() => import('./routes/shell')),
          children: shellChildren(queryClient),
        },
        { path: '*', Component: RedirectToNotFound },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
