import middy from '@middy/core';
import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ name: schemas.modelName });

export const handler = middy<
  ApiEvent<unknown, z.infer<typeof path>, z.infer<typeof schemas.createModelQuery>>,
  ApiResult
>()
  .use(identity('postBpmnFileByName'))
  .use(input({ path, query: schemas.createModelQuery }))
  .use(errors())
  .handler(async (event) =>
    ok(
      { uuid: await models.createModel(event.identity, event.input.path.name, event.input.query.folderId) },
      201,
    ),
  );
