import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('folders/postFolderInit', {}, async ({ identity }) =>
  ok({ id: await folders.ensureDefaultFolder(identity) }),
);
