import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { userQueryOptions } from '@/features/users/api/get-user';
import { sessionStore } from '@/lib/session/session-store';
import { accessContext, guardRedirect } from './guard-redirect';
import { decideAccess, type RouteGuard } from './route-access';

/**
 * A route loader that enforces a guard before the page renders (and before its code is even
 * needed). Permissions come from the cached user details, loaded once per session.
 */
export function guardLoader(guard: RouteGuard, queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const session = sessionStore.get();
    const context = accessContext();
    let decision = decideAccess(guard, context);
    if (decision.kind === 'needPermissions' && session) {
      const user = await queryClient.ensureQueryData(userQueryOptions(session.userId));
      decision = decideAccess(guard, { ...context, permissions: user.permissions });
    }
    return decision.kind === 'redirect' ? guardRedirect(guard, decision.to, request) : null;
  };
}
