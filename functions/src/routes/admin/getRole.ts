import { listRoles } from '../../domain/admin/roles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('admin/getRole', async ({ identity }) =>
  ok(await listRoles(identity.clientId)),
);
