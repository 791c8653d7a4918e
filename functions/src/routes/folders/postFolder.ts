import * as schemas from '@prozesspuls/shared';
import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'folders/postFolder',
  { body: schemas.saveFolderRequest },
  async ({ identity, body }) => ok({ id: await folders.createFolder(identity, body) }, 201),
);
