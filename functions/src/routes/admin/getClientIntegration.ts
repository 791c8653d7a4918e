import * as z from 'zod';
import { integrationOf } from '../../domain/admin/clients.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const query = z.object({ clientId: z.coerce.number().int().min(0).optional() });

/** The integration settings of the current client, or of `?clientId=` for a superuser. */
export const handler = apiRoute('getClientIntegration', { query }, async ({ identity, query }) =>
  ok(await integrationOf(identity, query.clientId ?? identity.clientId)),
);
