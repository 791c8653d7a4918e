import middy from '@middy/core';
import { setPasswordRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { setPasswordWithToken } from '../../domain/auth/passwordReset.js';
import type { PublicEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { input } from '../../middleware/input.js';

export const handler = middy<PublicEvent<z.infer<typeof setPasswordRequest>>, ApiResult>()
  .use(input({ body: setPasswordRequest }))
  .use(errors())
  .handler(async (event) => {
    await setPasswordWithToken(event.input.body.authToken, event.input.body.password);
    return ok({ ok: true });
  });
