import { integrationOf } from '../../domain/admin/clients.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Whether sending a survey also notifies the external system (current client). */
export const handler = apiRoute('admin/getClientIntegrationState', async ({ identity }) => {
  const { integrationState } = await integrationOf(identity, identity.clientId);
  return ok({ integrationState });
});
