import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { SPECIAL_EDITION_ENABLED } from '@/config/constants';
import { userQueryOptions } from '@/features/users/api/get-user';
import { sessionStore } from '@/lib/session/session-store';
import { decideAccess, type RouteGuard } from './route-access';

/**
 * A route loader that enforces a guard before the page renders (and before its code is even
 * needed). Permissions come from the cached user details, loaded once per session.
 */
export function guardLoader(guard: RouteGuard, queryClient: QueryClient): LoaderFunction {
  return async () => {
    const session = sessionStore.get();
    const context = { signedIn: session !== null, specialEditionEnabled: SPECIAL_EDITION_ENABLED };
    let decision = decideAccess(guard, context);
    if (decision.kind === 'needPermissions' && session) {
      const user = await queryClient.ensureQueryData(userQueryOptions(session.userId));
      decision = decideAccess(guard, { ...context, permissions: user.permissions });
    }
    if (decision.kind === 'redirect') return redirect(decision.to);
    return null;
  };
}
