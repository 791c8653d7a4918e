import middy from '@middy/core';
import { z } from 'zod';
import { integrationOf } from '../../domain/admin/clients.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const query = z.object({ clientId: z.coerce.number().int().min(0).optional() });

/** The integration settings of the current client, or of `?clientId=` for a superuser. */
export const handler = middy<ApiEvent<unknown, Record<string, string>, z.infer<typeof query>>, ApiResult>()
  .use(identity('getClientIntegration'))
  .use(input({ query }))
  .use(errors())
  .handler(async (event) =>
    ok(await integrationOf(event.identity, event.input.query.clientId ?? event.identity.clientId)),
  );
