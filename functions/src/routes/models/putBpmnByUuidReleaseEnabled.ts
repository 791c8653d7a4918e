import * as schemas from '@prozesspuls/shared';
import * as release from '../../domain/release/releases.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'models/putBpmnByUuidReleaseEnabled',
  { body: schemas.releaseEnabledRequest, path: modelPath },
  async ({ identity, body, path }) =>
    noContentAfter(release.setReleaseEnabled(identity, path.uuid, body.releaseEnabled)),
);
