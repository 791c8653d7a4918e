import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as editing from '../../domain/modeller/editing.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });
/** 409 with a German message when the version is stale or the caller does not hold the lock. */

export const handler = apiRoute(
  'putBpmnByUuid',
  { body: schemas.saveModelRequest, path },
  async ({ identity, body, path }) =>
    ok(
      await editing.saveModel(
        identity,
        path.uuid,
        body.diagramXML,
        body.version,
        Date.now(),
        body.endEditing === true,
      ),
    ),
);
