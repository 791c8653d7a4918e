import { joinClientRequest } from '@prozesspuls/shared';
import { acceptInvitation } from '../../domain/admin/invitations.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/**
 * Accepts an invitation into another client: signed in as the invited user (the existing
 * account's password) and with the token of the mailed link; only then is the user a member.
 */
export const handler = apiRoute(
  'users/postUserJoin',
  { body: joinClientRequest },
  async ({ identity, body }) => ok(await acceptInvitation(identity, body.token)),
);
