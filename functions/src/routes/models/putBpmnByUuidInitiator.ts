import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute(
  'putBpmnByUuidInitiator',
  { body: schemas.transferModelRequest, path },
  async ({ identity, body, path }) => {
    await models.transferModel(identity, path.uuid, body.initiator);
    return noContent();
  },
);
