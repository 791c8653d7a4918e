import middy from '@middy/core';
import { PERMISSION_TEXTS, type PermissionInfo, PROCESS_PERMISSIONS } from '@prozesspuls/shared';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';

/** The permissions a folder grants per role (read, write). */
export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getPermissionProcess'))
  .use(errors())
  .handler(async () => {
    const permissions: PermissionInfo[] = PROCESS_PERMISSIONS.map((name) => ({
      name,
      ...PERMISSION_TEXTS[name],
    }));
    return ok(permissions);
  });
