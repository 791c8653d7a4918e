import middy from '@middy/core';
import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, noContent } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ id: z.string().min(1).max(64) });

export const handler = middy<
  ApiEvent<z.infer<typeof schemas.addToFolderRequest>, z.infer<typeof path>>,
  ApiResult
>()
  .use(identity('putFolderByIdAdd'))
  .use(input({ body: schemas.addToFolderRequest, path }))
  .use(errors())
  .handler(async (event) => {
    await models.moveModels(event.identity, event.input.path.id, event.input.body.processes);
    return noContent();
  });
