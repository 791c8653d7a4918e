import { acknowledgeReleaseNotesRequest } from '@prozesspuls/shared';
import { acknowledgeReleaseNotes } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'users/putUserReleaseNotes',
  { body: acknowledgeReleaseNotesRequest },
  async ({ identity, body }) => noContentAfter(acknowledgeReleaseNotes(identity.userId, body.version)),
);
