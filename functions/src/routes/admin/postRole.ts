import middy from '@middy/core';
import { createRoleRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { createRole } from '../../domain/admin/roles.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<z.infer<typeof createRoleRequest>>, ApiResult>()
  .use(identity('postRole'))
  .use(input({ body: createRoleRequest }))
  .use(errors())
  .handler(async (event) => ok(await createRole(event.identity, event.input.body.roleTitle), 201));
