import middy from '@middy/core';
import { createClientRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { createClient } from '../../domain/admin/clients.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<z.infer<typeof createClientRequest>>, ApiResult>()
  .use(identity('postClient'))
  .use(input({ body: createClientRequest }))
  .use(errors())
  .handler(async (event) => ok(await createClient(event.identity, event.input.body), 201));
