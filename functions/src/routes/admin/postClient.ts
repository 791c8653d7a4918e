import { createClientRequest } from '@prozesspuls/shared';
import { createClient } from '../../domain/admin/clients.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'admin/postClient',
  { body: createClientRequest },
  async ({ identity, body }) => ok(await createClient(identity, body), 201),
);
