import { hasPermission, type RoleCheck } from '@prozesspuls/shared';
import * as z from 'zod/mini';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ x: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Role check per user: does the caller hold permission {x} in the current client? */
export const handler = apiRoute('users/getRoleByX', { path }, async ({ identity, path }) => {
  const permission = path.x.toUpperCase();
  const answer: RoleCheck = { permission, granted: hasPermission(identity.permissions, permission) };
  return ok(answer);
});
