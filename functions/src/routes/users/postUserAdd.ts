import middy from '@middy/core';
import { type AddUserRequest, addUserRequest } from '@prozesspuls/shared';
import { addUser } from '../../domain/admin/users.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<AddUserRequest>, ApiResult>()
  .use(identity('postUserAdd'))
  .use(input({ body: addUserRequest }))
  .use(errors())
  .handler(async (event) => ok(await addUser(event.identity, event.input.body), 201));
