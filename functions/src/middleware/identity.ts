import type { MiddlewareObj } from '@middy/core';
import { hasAnyPermission, MSG, type RouteDef, routeByKey, routeByName } from '@prozesspuls/shared';
import { type VerifiedToken, verifyAccessToken } from '../adapters/tokenVerifier.js';
import { NotAuthenticated, PermissionDenied } from '../domain/errors.js';
import { resolveIdentity } from '../domain/identity.js';
import type { ApiEvent } from '../http/event.js';

function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.authorization ?? headers.Authorization;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match?.[1];
}

/**
 * The client the caller's page shows (X-Client-Id), or undefined. It never chooses the tenant;
 * it only tells the identity cache that a remembered client other than it is outdated.
 */
function shownClientId(headers: Record<string, string | undefined>): number | undefined {
  const value = headers['x-client-id'] ?? headers['X-Client-Id'];
  const id = value === undefined ? Number.NaN : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Verifies the access token, resolves the caller's current client and permissions, and
 * enforces the route's access rule from the route table. The tenant always comes from here,
 * never from the request. Without a name the route is found by the event's route key (the
 * shared placeholder module serves many routes).
 */
export function identity(routeName?: string): MiddlewareObj<ApiEvent> {
  const fixedRoute = routeName ? routeByName(routeName) : undefined;
  return {
    before: async (request) => {
      const route: RouteDef | undefined = fixedRoute ?? routeByKey(request.event.routeKey);
      if (!route) throw new PermissionDenied();
      const token = bearerToken(request.event.headers ?? {});
      if (!token) throw new NotAuthenticated();
      let claims: VerifiedToken;
      try {
        claims = await verifyAccessToken(token);
      } catch {
        throw new NotAuthenticated();
      }
      const { username } = claims;
      // Sessions from before the user's last password reset are dead (domain/auth/sessions.ts).
      const resolved = await resolveIdentity(
        username,
        claims.authTime,
        shownClientId(request.event.headers ?? {}),
      );
      if (!resolved) throw new PermissionDenied(MSG.clientNotAssigned);
      if (route.access.kind === 'permission' && !hasAnyPermission(resolved.permissions, route.access.anyOf)) {
        throw new PermissionDenied();
      }
      request.event.identity = resolved;
    },
  };
}
