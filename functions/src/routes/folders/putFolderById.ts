import * as schemas from '@prozesspuls/shared';
import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'folders/putFolderById',
  { body: schemas.saveFolderRequest, path: idPath },
  async ({ identity, body, path }) => noContentAfter(folders.updateFolder(identity, path.id, body)),
);
