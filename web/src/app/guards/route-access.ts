import { hasAnyPermission, type PermissionFlags } from '@prozesspuls/shared/rules';
import { FORBIDDEN_PATH, paths } from '@/config/paths';

/** What a route demands before it renders. */
export interface RouteGuard {
  /** Only for signed-in users; others go to the login '/'. */
  readonly signedIn?: boolean;
  /** For signed-out users only (the login); signed-in users go on to '/menu'. */
  readonly guestOnly?: boolean;
  /** Needs at least one of these permissions (ADMIN grants all); otherwise '/error/403'. */
  readonly anyOf?: readonly string[];
  /** Part of the special edition; when the build turns it off, '/menu'. */
  readonly specialEdition?: boolean;
}

export interface AccessContext {
  readonly signedIn: boolean;
  readonly specialEditionEnabled: boolean;
  /** The user's flags, once loaded; undefined while unknown. */
  readonly permissions?: PermissionFlags;
}

export type AccessDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The decision depends on the user's permissions: load them and ask again. */
  | { readonly kind: 'needPermissions' };

const ALLOW: AccessDecision = { kind: 'allow' };
const redirectTo = (to: string): AccessDecision => ({ kind: 'redirect', to });

/** Pure: the global special-edition guard first, then sign-in, then permissions. */
export function decideAccess(guard: RouteGuard, context: AccessContext): AccessDecision {
  if (guard.specialEdition && !context.specialEditionEnabled) return redirectTo(paths.menu);
  if (guard.guestOnly && context.signedIn) return redirectTo(paths.menu);
  const needsSignIn = guard.signedIn === true || guard.anyOf !== undefined;
  if (needsSignIn && !context.signedIn) return redirectTo(paths.login);
  if (guard.anyOf === undefined) return ALLOW;
  if (context.permissions === undefined) return { kind: 'needPermissions' };
  return hasAnyPermission(context.permissions, guard.anyOf) ? ALLOW : redirectTo(FORBIDDEN_PATH);
}
