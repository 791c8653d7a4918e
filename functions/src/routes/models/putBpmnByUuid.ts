import * as schemas from '@prozesspuls/shared';
import * as editing from '../../domain/modelling/editing.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** 409 with a German message when the version is stale or the caller does not hold the lock. */

export const handler = apiRoute(
  'models/putBpmnByUuid',
  { body: schemas.saveModelRequest, path: modelPath },
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
