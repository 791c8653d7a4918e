import { useMatches } from 'react-router';
import { t } from '@/lib/i18n';
import { isRouteHandle } from './route-handle';

/** The title of the deepest matched route that has one, translated; undefined when none. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.title) return t(handle.title);
  }
  return undefined;
}

/** True when the current route is open without sign-in (see RouteHandle.public). */
export function useIsPublicRoute(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.public === true);
}
