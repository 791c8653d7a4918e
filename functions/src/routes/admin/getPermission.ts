import middy from '@middy/core';
import { PERMISSION_TEXTS, PERMISSIONS, type PermissionInfo } from '@prozesspuls/shared';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';

export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getPermission'))
  .use(errors())
  .handler(async () => {
    const permissions: PermissionInfo[] = PERMISSIONS.map((name) => ({ name, ...PERMISSION_TEXTS[name] }));
    return ok(permissions);
  });
