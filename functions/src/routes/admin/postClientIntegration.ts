import middy from '@middy/core';
import { integrationRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { saveIntegration } from '../../domain/admin/clients.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<z.infer<typeof integrationRequest>>, ApiResult>()
  .use(identity('postClientIntegration'))
  .use(input({ body: integrationRequest }))
  .use(errors())
  .handler(async (event) => ok(await saveIntegration(event.identity, event.input.body)));
