import middy from '@middy/core';
import { clientStateRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { setClientState } from '../../domain/admin/clients.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<z.infer<typeof clientStateRequest>>, ApiResult>()
  .use(identity('postClientState'))
  .use(input({ body: clientStateRequest }))
  .use(errors())
  .handler(async (event) => {
    const { clientToChangeId, newActiveState } = event.input.body;
    return ok(await setClientState(event.identity, clientToChangeId, newActiveState));
  });
