import middy from '@middy/core';
import { switchClientRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { switchClient } from '../../domain/users/userDetails.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<z.infer<typeof switchClientRequest>>, ApiResult>()
  .use(identity('postUserClient'))
  .use(input({ body: switchClientRequest }))
  .use(errors())
  .handler(async (event) =>
    ok({ clientId: await switchClient(event.identity.userId, event.input.body.clientId) }),
  );
