import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunction, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { paths } from '@/config/paths';
import { prefetchModeller } from '@/features/modeller/prefetch';
import { sessionStore } from '@/lib/session/session-store';
import { guardLoader } from './guards/guard-loader';
import { lazyRoute, type RouteModule } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { flattenShellRoutes, type PageKind, SHELL_ROUTES } from './route-table';
import { RootLayout } from './routes/root-layout';
import { RootErrorBoundary, ShellPageErrorBoundary } from './routes/route-error';
import { shellLoader } from './shell-loader';

// Every page is its own chunk; heavy pages added later (bpmn-js, SurveyJS) stay out of the login's code.
const PAGE_MODULES: Record<PageKind, () => Promise<RouteModule>> = {
  home: () => import('./routes/home'),
  notYetAvailable: () => import('./routes/not-yet-available'),
  processList: () => import('./routes/process-list'),
  modeller: () => import('./routes/model-edit-modeller'),
  management: () => import('./routes/management'),
  managementUsers: () => import('./routes/management-users'),
  managementRoles: () => import('./routes/management-roles'),
  managementClients: () => import('./routes/management-clients'),
  managementExternalApi: () => import('./routes/management-external-api'),
};

type PagePrefetch = (queryClient: QueryClient, params: Readonly<Record<string, string | undefined>>) => void;

/**
 * Pages whose data and heavy code can start loading while the guard still checks the user's
 * rights and the page's chunk arrives, instead of one after the other.
 */
const PAGE_PREFETCH: Partial<Record<PageKind, PagePrefetch>> = {
  modeller: (queryClient, { uuid }) => {
    if (uuid) prefetchModeller(queryClient, uuid);
  },
};

function pageLoader(page: PageKind, guard: LoaderFunction, queryClient: QueryClient): LoaderFunction {
  const prefetch = PAGE_PREFETCH[page];
  if (!prefetch) return guard;
  return (args) => {
    // Only for a signed-in user: without a session the guard sends them to the login anyway.
    if (sessionStore.get()) prefetch(queryClient, args.params);
    return guard(args);
  };
}

/** Any other path (seed 002 §2.1). */
function RedirectToNotFound() {
  return <Navigate to={paths.notFound} replace />;
}

function shellChildren(queryClient: QueryClient): RouteObject[] {
  return flattenShellRoutes(SHELL_ROUTES).map((route) => {
    const handle: RouteHandle = { title: route.title, public: route.public };
    return {
      path: route.path,
      handle,
      loader: pageLoader(route.page, guardLoader(route.guard, queryClient), queryClient),
      lazy: lazyRoute(PAGE_MODULES[route.page]),
      ErrorBoundary: ShellPageErrorBoundary,
    };
  });
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const handle = (title: RouteHandle['title']): RouteHandle => ({ title });
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageLoader,
      children: [
        {
          path: paths.login,
          handle: handle('titles.login'),
          loader: guardLoader({ guestOnly: true }, queryClient),
          lazy: lazyRoute(() => import('./routes/login')),
        },
        {
          path: paths.tokenAuth,
          handle: handle('titles.setPassword'),
          lazy: lazyRoute(() => import('./routes/token-auth')),
        },
        {
          path: paths.join,
          handle: handle('titles.login'),
          lazy: lazyRoute(() => import('./routes/join')),
        },
        {
          path: paths.notFound,
          handle: handle('titles.notFound'),
          lazy: lazyRoute(() => import('./routes/not-found')),
        },
        {
          path: paths.error,
          handle: handle('titles.error'),
          lazy: lazyRoute(() => import('./routes/error-page')),
        },
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
