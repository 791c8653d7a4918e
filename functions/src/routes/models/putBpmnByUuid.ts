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
/** 409 with a German message when the version is stale or the caller does not hold the lock. */

export const handler = middy<
  ApiEvent<z.infer<typeof schemas.saveModelRequest>, z.infer<typeof path>>,
  ApiResult
>()
  .use(identity('putBpmnByUuid'))
  .use(input({ body: schemas.saveModelRequest, path }))
  .use(errors())
  .handler(async (event) =>
    ok(
      await editing.saveModel(
        event.identity,
        event.input.path.uuid,
        event.input.body.diagramXML,
        event.input.body.version,
        Date.now(),
        event.input.body.endEditing === true,
      ),
    ),
  );
