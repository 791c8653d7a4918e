import { clientsOf } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('users/getUserClients', async ({ identity }) =>
  ok(await clientsOf(identity.userId)),
);
