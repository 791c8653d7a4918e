import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('folders/getFolder', {}, async ({ identity }) =>
  ok(await folders.listFolders(identity)),
);
