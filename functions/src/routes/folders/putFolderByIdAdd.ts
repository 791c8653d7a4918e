import * as schemas from '@prozesspuls/shared';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'putFolderByIdAdd',
  { body: schemas.addToFolderRequest, path: idPath },
  async ({ identity, body, path }) => {
    await models.moveModels(identity, path.id, body.processes);
    return noContent();
  },
);
