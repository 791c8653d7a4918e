import middy from '@middy/core';
import { listClients } from '../../domain/admin/clients.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';

export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getClient'))
  .use(errors())
  .handler(async (event) => ok(await listClients(event.identity)));
