import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute('folders/deleteFolderById', { path: idPath }, async ({ identity, path }) =>
  noContentAfter(folders.deleteFolder(identity, path.id)),
);
