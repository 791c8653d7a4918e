import type { LoaderFunction } from 'react-router';
import { accessContext, guardRedirect } from './guard-redirect';
import { decideAccess, type RouteGuard } from './route-access';

const GUEST_ONLY: RouteGuard = { guestOnly: true };

/**
 * The login's loader: someone signed in goes on. It never needs the user's permissions, so unlike
 * guardLoader it loads no user details and the login page does without the query cache.
 */
export function guestLoader(): LoaderFunction {
  return ({ request }) => {
    const decision = decideAccess(GUEST_ONLY, accessContext());
    return decision.kind === 'redirect' ? guardRedirect(GUEST_ONLY, decision.to, request) : null;
  };
}
