import { cancelTenantDeletion } from '../../domain/privacy/tenantDeletion.js';
import { apiRoute } from '../../http/apiRoute.js';
import { clientIdPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Cancels a requested tenant deletion while it waits; only the platform superuser. */
export const handler = apiRoute(
  'users/deleteClientByIdDeletion',
  { path: clientIdPath },
  async ({ identity, path }) => ok(await cancelTenantDeletion(identity, path.id)),
);
