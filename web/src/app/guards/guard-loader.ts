import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { SPECIAL_EDITION_ENABLED } from '@/config/constants';
import { paths } from '@/config/paths';
import { userQueryOptions } from '@/features/users/api/get-user';
import { pendingTarget } from '@/lib/session/pending-target-store';
import { sessionStore } from '@/lib/session/session-store';
import { decideAccess, type RouteGuard } from './route-access';

/**
 * A route loader that enforces a guard before the page renders (and before its code is even
 * needed). Permissions come from the cached user details, loaded once per session.
 */
export function guardLoader(guard: RouteGuard, queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const session = sessionStore.get();
    const context = { signedIn: session !== null, specialEditionEnabled: SPECIAL_EDITION_ENABLED };
    let decision = decideAccess(guard, context);
    if (decision.kind === 'needPermissions' && session) {
      const user = await queryClient.ensureQueryData(userQueryOptions(session.userId));
      decision = decideAccess(guard, { ...context, permissions: user.permissions });
    }
    if (decision.kind === 'redirect') {
      // A signed-out visitor (a share link's guest above all) comes back here after signing in.
      if (decision.to === paths.login) {
        const url = new URL(request.url);
        pendingTarget.remember(`${url.pathname}${url.search}`);
      }
      // The login of someone already signed in: on to the remembered target, else the menu.
      if (guard.guestOnly) return redirect(pendingTarget.take(decision.to));
      return redirect(decision.to);
    }
    return null;
  };
}
