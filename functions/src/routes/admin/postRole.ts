import { createRoleRequest } from '@prozesspuls/shared';
import { createRole } from '../../domain/admin/roles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('admin/postRole', { body: createRoleRequest }, async ({ identity, body }) =>
  ok(await createRole(identity, body.roleTitle), 201),
);
