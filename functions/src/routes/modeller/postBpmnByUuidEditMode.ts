import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as editing from '../../domain/modeller/editing.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });
/** Starts editing (and renews the lock as heartbeat) or ends it; 409 names the current editor. */

export const handler = apiRoute(
  'postBpmnByUuidEditMode',
  { body: schemas.editModeRequest, path },
  async ({ identity, body, path }) => ok(await editing.setEditMode(identity, path.uuid, body.editMode)),
);
