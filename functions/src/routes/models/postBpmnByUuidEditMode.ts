import * as schemas from '@prozesspuls/shared';
import * as editing from '../../domain/modelling/editing.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Starts editing (and renews the lock as heartbeat) or ends it; 409 names the current editor. */

export const handler = apiRoute(
  'models/postBpmnByUuidEditMode',
  { body: schemas.editModeRequest, path: modelPath },
  async ({ identity, body, path }) => ok(await editing.setEditMode(identity, path.uuid, body.editMode)),
);
