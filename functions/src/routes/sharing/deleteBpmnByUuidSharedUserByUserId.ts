import middy from '@middy/core';
import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ uuid: z.string().uuid(), userId: z.string().min(1).max(320) });

export const handler = middy<ApiEvent<unknown, z.infer<typeof path>>, ApiResult>()
  .use(identity('deleteBpmnByUuidSharedUserByUserId'))
  .use(input({ path }))
  .use(errors())
  .handler(async (event) =>
    ok(await models.unshareModel(event.identity, event.input.path.uuid, event.input.path.userId)),
  );
