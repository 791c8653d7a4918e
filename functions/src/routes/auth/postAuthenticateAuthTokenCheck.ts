import middy from '@middy/core';
import { checkAuthTokenRequest, MSG } from '@prozesspuls/shared';
import type { z } from 'zod';
import { authTokenUsable } from '../../domain/auth/authTokens.js';
import { badRequest } from '../../http/errors.js';
import type { PublicEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { input } from '../../middleware/input.js';

/** A link that would still be accepted answers 200; a dead one the same 400 as setting the password. */
export const handler = middy<PublicEvent<z.infer<typeof checkAuthTokenRequest>>, ApiResult>()
  .use(input({ body: checkAuthTokenRequest }))
  .use(errors())
  .handler(async (event) => {
    if (!(await authTokenUsable(event.input.body.authToken))) throw badRequest(MSG.tokenInvalid);
    return ok({ ok: true });
  });
