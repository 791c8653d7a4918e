import * as schemas from '@prozesspuls/shared';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';

export const handler = apiRoute(
  'folders/putFolderByIdAdd',
  { body: schemas.addToFolderRequest, path: idPath },
  ({ identity, body, path }) => models.moveModels(identity, path.id, body.processes),
);
