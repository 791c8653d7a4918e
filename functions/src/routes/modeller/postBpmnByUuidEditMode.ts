import middy from '@middy/core';
import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as editing from '../../domain/modeller/editing.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ uuid: z.string().uuid() });
/** Starts editing (and renews the lock as heartbeat) or ends it; 409 names the current editor. */

export const handler = middy<
  ApiEvent<z.infer<typeof schemas.editModeRequest>, z.infer<typeof path>>,
  ApiResult
>()
  .use(identity('postBpmnByUuidEditMode'))
  .use(input({ body: schemas.editModeRequest, path }))
  .use(errors())
  .handler(async (event) =>
    ok(await editing.setEditMode(event.identity, event.input.path.uuid, event.input.body.editMode)),
  );
