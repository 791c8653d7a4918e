import * as release from '../../domain/release/releases.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'release/getBpmnReleaseByUuid',
  { path: modelPath },
  async ({ identity, path }) => ok(await release.releaseRequestsOf(identity, path.uuid)),
);
