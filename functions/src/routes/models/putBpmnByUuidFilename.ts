import * as schemas from '@prozesspuls/shared';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';

export const handler = apiRoute(
  'models/putBpmnByUuidFilename',
  { body: schemas.renameModelRequest, path: modelPath },
  ({ identity, body, path }) => models.renameModel(identity, path.uuid, body.fileName),
);
