import * as schemas from '@prozesspuls/shared';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';

export const handler = apiRoute(
  'models/putBpmnByUuidInitiator',
  { body: schemas.transferModelRequest, path: modelPath },
  ({ identity, body, path }) => models.transferModel(identity, path.uuid, body.initiator),
);
