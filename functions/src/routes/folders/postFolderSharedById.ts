import * as schemas from '@prozesspuls/shared';
import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'folders/postFolderSharedById',
  { body: schemas.shareFolderRequest, path: idPath },
  async ({ identity, body, path }) => ok(await folders.shareFolder(identity, path.id, body.userIds)),
);
