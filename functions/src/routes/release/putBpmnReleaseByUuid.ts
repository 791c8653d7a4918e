import * as schemas from '@prozesspuls/shared';
import * as release from '../../domain/release/releases.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'release/putBpmnReleaseByUuid',
  { body: schemas.interimSaveRequest, path: modelPath },
  async ({ identity, body, path }) =>
    ok(await release.interimSave(identity, path.uuid, body.diagramXML, body.version)),
);
