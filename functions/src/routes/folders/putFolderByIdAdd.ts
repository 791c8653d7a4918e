import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ id: z.string().min(1).max(64) });

export const handler = apiRoute(
  'putFolderByIdAdd',
  { body: schemas.addToFolderRequest, path },
  async ({ identity, body, path }) => {
    await models.moveModels(identity, path.id, body.processes);
    return noContent();
  },
);
