import { PERMISSION_TEXTS, type PermissionInfo, PROCESS_PERMISSIONS } from '@prozesspuls/shared';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The permissions a folder grants per role (read, write). */
export const handler = apiRoute('admin/getPermissionProcess', async () => {
  const permissions: PermissionInfo[] = PROCESS_PERMISSIONS.map((name) => ({
    name,
    ...PERMISSION_TEXTS[name],
  }));
  return ok(permissions);
});
