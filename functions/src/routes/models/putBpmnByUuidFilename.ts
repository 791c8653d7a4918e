import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute(
  'putBpmnByUuidFilename',
  { body: schemas.renameModelRequest, path },
  async ({ identity, body, path }) => {
    await models.renameModel(identity, path.uuid, body.fileName);
    return noContent();
  },
);
