import middy from '@middy/core';
import { z } from 'zod';
import * as editing from '../../domain/modeller/editing.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ uuid: z.string().uuid(), hash: z.string().regex(/^[0-9a-f]{64}$/) });

export const handler = middy<ApiEvent<unknown, z.infer<typeof path>>, ApiResult>()
  .use(identity('getBpmnByUuidHistoryCommitByHash'))
  .use(input({ path }))
  .use(errors())
  .handler(async (event) =>
    ok(await editing.historyVersion(event.identity, event.input.path.uuid, event.input.path.hash)),
  );
