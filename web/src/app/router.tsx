import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { LAZY_LOAD_TIMEOUT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { ChunkLoadError, withTimeout } from '@/lib/chunk-load';
import { guestLoader } from './guards/guest-loader';
import { lazyRoute, type RouteModule } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './routes/root-layout';
import { RootErrorBoundary } from './routes/route-error';

/** The id of the routes that read the API: the shell is added below it when first needed. */
const QUERY_LAYOUT_ROUTE_ID = 'query-layout';

/** Any other path. */
function RedirectToNotFound() {
  return <Navigate to={paths.notFound} replace />;
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

/**
 * The routes known from the start: the pages outside the shell and the catch-all. The shell and
 * its pages come from `shellRoutes` on the first navigation that may need them. The routes that
 * read the API sit in the layout that provides the query cache; the login is outside it.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageLoader,
      children: [
        {
          ...standaloneRoute(paths.login, 'titles.login', () => import('./routes/login')),
          loader: guestLoader(),
        },
        standaloneRoute(paths.notFound, 'titles.notFound', () => import('./routes/not-found')),
        standaloneRoute(paths.error, 'titles.error', () => import('./routes/error-page')),
        {
          id: QUERY_LAYOUT_ROUTE_ID,
          lazy: lazyRoute(() => import('./routes/query-layout')),
          children: [
            standaloneRoute(paths.tokenAuth, 'titles.setPassword', () => import('./routes/token-auth')),
            standaloneRoute(paths.join, 'titles.login', () => import('./routes/join')),
          ],
        },
        { path: '*', Component: RedirectToNotFound },
      ],
    },
  ];
}

/**
 * React Router asks for more routes whenever a path matches none or only the catch-all (or a
 * route with parameters). The shell's routes are added once, the first time; later calls find
 * them there. Loading the shell's route table lazily keeps it, with its guards and the list of
 * every page chunk, off the login page. Its code gets the same 120 s as a lazy page.
 */
function shellRoutesOnce(): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | undefined;
  return ({ patch }) => {
    added ??= withTimeout(import('./shell-routes'), LAZY_LOAD_TIMEOUT_MS, () => new ChunkLoadError())
      .then(({ shellRoute }) => patch(QUERY_LAYOUT_ROUTE_ID, [shellRoute()]))
      .catch((error: unknown) => {
        // A failed download may be retried by the next navigation (the reload button).
        added = undefined;
        throw error;
      });
    return added;
  };
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes(), {
    patchRoutesOnNavigation: shellRoutesOnce(),
  });
}
