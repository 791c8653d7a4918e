import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('folders/getFolderSharedById', { path: idPath }, async ({ identity, path }) =>
  ok(await folders.folderSharedUsers(identity, path.id)),
);
