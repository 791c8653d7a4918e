import * as schemas from '@prozesspuls/shared';
import * as links from '../../domain/modelling/subprocessLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'models/postBpmnByUuidLink',
  { body: schemas.linkRequest, path: modelPath },
  async ({ identity, body, path }) => {
    await links.setLink(identity, path.uuid, body.elementId, body.linkedUuid);
    return noContent();
  },
);
