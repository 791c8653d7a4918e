import type { MiddlewareObj } from '@middy/core';
import { type Access, accessOfRoute, hasAnyPermission, MSG, type RouteModule } from '@prozesspuls/shared';
import { type VerifiedToken, verifyAccessToken } from '../adapters/tokenVerifier.js';
import { NotAuthenticated, PermissionDenied } from '../domain/errors.js';
import { resolveIdentity } from '../domain/identity.js';
import type { ApiEvent } from '../http/event.js';
import type { RouteLookup } from '../http/routeLookup.js';

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
 * enforces the route's access rule. The tenant always comes from here, never from the request.
 * A lookup finds the route per request by the event's route key (the shared placeholder module
 * serves many routes).
 */
export function identity(route: RouteModule | RouteLookup): MiddlewareObj<ApiEvent> {
  // A handler's own route has one rule, resolved once; a lookup resolves it per request.
  const fixedAccess = typeof route === 'string' ? accessOfRoute(route) : undefined;
  const accessFor = (routeKey: string): Access | undefined =>
    typeof route === 'string' ? fixedAccess : route.routeOf(routeKey)?.access;
  return {
    before: async (request) => {
      const access = accessFor(request.event.routeKey);
      if (!access) throw new PermissionDenied();
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
      if (access.kind === 'permission' && !hasAnyPermission(resolved.permissions, access.anyOf)) {
        throw new PermissionDenied();
      }
      request.event.identity = resolved;
    },
  };
}
