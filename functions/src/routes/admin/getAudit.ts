import { auditTrail } from '../../domain/admin/audit.js';
import { PermissionDenied } from '../../domain/errors.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The current client's audit trail, newest first; for superusers. */
export const handler = apiRoute('admin/getAudit', async ({ identity }) => {
  if (!identity.isSuperuser) throw new PermissionDenied();
  return ok(await auditTrail(identity.clientId));
});
