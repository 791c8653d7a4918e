import { exportTenant } from '../../domain/privacy/tenantExport.js';
import { apiRoute } from '../../http/apiRoute.js';
import { clientIdPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** A whole tenant as a ZIP behind a short-lived link; only the platform superuser. */
export const handler = apiRoute(
  'users/getClientByIdExport',
  { path: clientIdPath },
  async ({ identity, path }) => ok(await exportTenant(identity, path.id)),
);
