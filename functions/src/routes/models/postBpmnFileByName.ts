import * as schemas from '@prozesspuls/shared';
import * as z from 'zod/mini';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ name: schemas.modelName });

export const handler = apiRoute(
  'models/postBpmnFileByName',
  { path, query: schemas.createModelQuery },
  async ({ identity, path, query }) =>
    ok({ uuid: await models.createModel(identity, path.name, query.folderId) }, 201),
);
