import * as schemas from '@prozesspuls/shared';
import * as links from '../../domain/modelling/subprocessLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'models/postBpmnByUuidLink',
  { body: schemas.linkRequest, path: modelPath },
  async ({ identity, body, path }) =>
    noContentAfter(links.setLink(identity, path.uuid, body.elementId, body.linkedUuid)),
);
