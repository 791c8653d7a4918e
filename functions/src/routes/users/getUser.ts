import { listUsers } from '../../domain/admin/users.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('users/getUser', async ({ identity }) =>
  ok(await listUsers(identity.clientId)),
);
