import { setPermissionRequest } from '@prozesspuls/shared';
import { setRolePermission } from '../../domain/admin/roles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'admin/postPermission',
  { body: setPermissionRequest },
  async ({ identity, body }) => {
    const { roleId, name, granted } = body;
    return ok(await setRolePermission(identity, roleId, name, granted));
  },
);
