import { switchClientRequest } from '@prozesspuls/shared';
import { switchClient } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'users/postUserClient',
  { body: switchClientRequest },
  async ({ identity, body }) => ok({ clientId: await switchClient(identity.userId, body.clientId) }),
);
