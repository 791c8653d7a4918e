import * as schemas from '@prozesspuls/shared';
import * as release from '../../domain/release/releases.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'release/postBpmnRelease',
  { body: schemas.releaseRequestBody },
  async ({ identity, body }) => ok(await release.createReleaseRequest(identity, body), 201),
);
