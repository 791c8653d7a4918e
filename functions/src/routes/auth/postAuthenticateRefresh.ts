import middy from '@middy/core';
import { MSG, refreshRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { InvalidCredentials, refreshSession } from '../../adapters/userPool.js';
import { unauthorized } from '../../http/errors.js';
import type { PublicEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { input } from '../../middleware/input.js';

export const handler = middy<PublicEvent<z.infer<typeof refreshRequest>>, ApiResult>()
  .use(input({ body: refreshRequest }))
  .use(errors())
  .handler(async (event) => {
    try {
      return ok(await refreshSession(event.input.body.refreshToken));
    } catch (error) {
      if (error instanceof InvalidCredentials) throw unauthorized(MSG.unauthenticated);
      throw error;
    }
  });
