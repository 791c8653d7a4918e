import { PERMISSION_TEXTS, PERMISSIONS, type PermissionInfo } from '@prozesspuls/shared';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('admin/getPermission', async () => {
  const permissions: PermissionInfo[] = PERMISSIONS.map((name) => ({ name, ...PERMISSION_TEXTS[name] }));
  return ok(permissions);
});
