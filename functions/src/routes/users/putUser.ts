import middy from '@middy/core';
import { type UpdateUserRequest, updateUserRequest } from '@prozesspuls/shared';
import { updateUser } from '../../domain/admin/users.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

/** Answers the updated user, or 0 when the e-mail belongs to another user (the seed's alert). */
export const handler = middy<ApiEvent<UpdateUserRequest>, ApiResult>()
  .use(identity('putUser'))
  .use(input({ body: updateUserRequest }))
  .use(errors())
  .handler(async (event) => ok(await updateUser(event.identity, event.input.body)));
