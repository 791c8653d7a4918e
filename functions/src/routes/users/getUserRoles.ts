import middy from '@middy/core';
import { rolesOf } from '../../domain/users/userDetails.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';

export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getUserRoles'))
  .use(errors())
  .handler(async (event) => ok(await rolesOf(event.identity)));
