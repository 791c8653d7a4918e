import middy from '@middy/core';
import { type LoginRequest, loginRequest } from '@prozesspuls/shared';
import { login } from '../../domain/auth/login.js';
import type { PublicEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { input } from '../../middleware/input.js';

export const handler = middy<PublicEvent<LoginRequest>, ApiResult>()
  .use(input({ body: loginRequest }))
  .use(errors())
  .handler(async (event) => ok(await login(event.input.body.userName, event.input.body.password)));
