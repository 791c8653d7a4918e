import * as schemas from '@prozesspuls/shared';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'sharing/postBpmnByUuidSharedUser',
  { body: schemas.shareModelRequest, path: modelPath },
  async ({ identity, body, path }) => ok(await models.shareModel(identity, path.uuid, body.userId)),
);
