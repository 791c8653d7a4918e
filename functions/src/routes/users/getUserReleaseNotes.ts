import { releaseNotesState } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('users/getUserReleaseNotes', async ({ identity }) =>
  ok(await releaseNotesState(identity.userId)),
);
