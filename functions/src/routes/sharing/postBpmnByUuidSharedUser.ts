import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute(
  'postBpmnByUuidSharedUser',
  { body: schemas.shareModelRequest, path },
  async ({ identity, body, path }) => ok(await models.shareModel(identity, path.uuid, body.userId)),
);
