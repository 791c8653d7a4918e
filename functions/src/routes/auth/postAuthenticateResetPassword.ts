import middy from '@middy/core';
import { resetPasswordRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { requestPasswordReset } from '../../domain/auth/passwordReset.js';
import type { PublicEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { input } from '../../middleware/input.js';

export const handler = middy<PublicEvent<z.infer<typeof resetPasswordRequest>>, ApiResult>()
  .use(input({ body: resetPasswordRequest }))
  .use(errors())
  .handler(async (event) => {
    await requestPasswordReset(event.input.body.email);
    return ok({ ok: true });
  });
