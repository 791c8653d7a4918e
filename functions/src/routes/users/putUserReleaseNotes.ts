import { acknowledgeReleaseNotesRequest } from '@prozesspuls/shared';
import { acknowledgeReleaseNotes } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'users/putUserReleaseNotes',
  { body: acknowledgeReleaseNotesRequest },
  async ({ identity, body }) => {
    await acknowledgeReleaseNotes(identity.userId, body.version);
    return noContent();
  },
);
