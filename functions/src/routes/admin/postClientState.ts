import { clientStateRequest } from '@prozesspuls/shared';
import { setClientState } from '../../domain/admin/clients.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'admin/postClientState',
  { body: clientStateRequest },
  async ({ identity, body }) => {
    const { clientToChangeId, newActiveState } = body;
    return ok(await setClientState(identity, clientToChangeId, newActiveState));
  },
);
