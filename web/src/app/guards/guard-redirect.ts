import { redirect } from 'react-router';
import { SPECIAL_EDITION_ENABLED } from '@/config/constants';
import { paths } from '@/config/paths';
import { pendingTarget } from '@/lib/session/pending-target-store';
import { sessionStore } from '@/lib/session/session-store';
import type { AccessContext, RouteGuard } from './route-access';

/** What a guard decides on before any user details are loaded. */
export function accessContext(): AccessContext {
  return { signedIn: sessionStore.get() !== null, specialEditionEnabled: SPECIAL_EDITION_ENABLED };
}

/** The redirect a guard decided on, keeping the way back for a signed-out visitor. */
export function guardRedirect(guard: RouteGuard, to: string, request: Request): Response {
  // A signed-out visitor (a share link's guest above all) comes back here after signing in.
  if (to === paths.login) {
    const url = new URL(request.url);
    pendingTarget.remember(`${url.pathname}${url.search}`);
  }
  // The login of someone already signed in: on to the remembered target, else the menu.
  if (guard.guestOnly) return redirect(pendingTarget.take(to));
  return redirect(to);
}
