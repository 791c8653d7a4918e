import * as z from 'zod/mini';
import { integrationOf } from '../../domain/admin/clients.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const query = z.object({ clientId: z.optional(z.coerce.number().check(z.int(), z.gte(0))) });

/** The integration settings of the current client, or of `?clientId=` for a superuser. */
export const handler = apiRoute('admin/getClientIntegration', { query }, async ({ identity, query }) =>
  ok(await integrationOf(identity, query.clientId ?? identity.clientId)),
);
