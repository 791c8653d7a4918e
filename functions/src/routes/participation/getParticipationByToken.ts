import { participationTokenPath } from '@prozesspuls/shared';
import { openParticipation } from '../../domain/participation/participate.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Public: the survey of a personal link with the saved partial answers; 404 unknown, 410 ended. */
export const handler = publicRoute(
  'participation/getParticipationByToken',
  { path: participationTokenPath },
  async ({ path }) => ok(await openParticipation(path.token)),
);
