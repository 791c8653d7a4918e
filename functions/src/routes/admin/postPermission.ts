import middy from '@middy/core';
import { setPermissionRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { setRolePermission } from '../../domain/admin/roles.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<z.infer<typeof setPermissionRequest>>, ApiResult>()
  .use(identity('postPermission'))
  .use(input({ body: setPermissionRequest }))
  .use(errors())
  .handler(async (event) => {
    const { roleId, name, granted } = event.input.body;
    return ok(await setRolePermission(event.identity, roleId, name, granted));
  });
