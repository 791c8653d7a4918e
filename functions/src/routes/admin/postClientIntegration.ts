import { integrationRequest } from '@prozesspuls/shared';
import { saveIntegration } from '../../domain/admin/clients.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'admin/postClientIntegration',
  { body: integrationRequest },
  async ({ identity, body }) => ok(await saveIntegration(identity, body)),
);
