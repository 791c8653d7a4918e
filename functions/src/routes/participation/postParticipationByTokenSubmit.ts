import { participationTokenPath, submitParticipationRequest } from '@prozesspuls/shared';
import { submitParticipation } from '../../domain/participation/participate.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Public: submits the final answers of a personal link once (409 for a second submit). */
export const handler = publicRoute(
  'participation/postParticipationByTokenSubmit',
  { path: participationTokenPath, body: submitParticipationRequest },
  async ({ path, body }) => ok(await submitParticipation(path.token, body)),
);
