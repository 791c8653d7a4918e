import { tenantDeletionRequest } from '@prozesspuls/shared';
import { requestTenantDeletion } from '../../domain/privacy/tenantDeletion.js';
import { apiRoute } from '../../http/apiRoute.js';
import { clientIdPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Requests the deletion of a whole tenant after the waiting period; only the platform superuser. */
export const handler = apiRoute(
  'users/postClientByIdDeletion',
  { path: clientIdPath, body: tenantDeletionRequest },
  async ({ identity, path, body }) => ok(await requestTenantDeletion(identity, path.id, body.companyName)),
);
