import { participationTokenPath, saveParticipationRequest } from '@prozesspuls/shared';
import { saveParticipation } from '../../domain/participation/participate.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Public: saves partial answers and the current page of a personal link. */
export const handler = publicRoute(
  'participation/putParticipationByToken',
  { path: participationTokenPath, body: saveParticipationRequest },
  async ({ path, body }) => ok(await saveParticipation(path.token, body)),
);
