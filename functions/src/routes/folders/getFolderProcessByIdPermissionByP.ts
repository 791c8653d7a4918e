import middy from '@middy/core';
import { z } from 'zod';
import * as folders from '../../domain/processes/folders.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ id: z.string().uuid(), p: z.string().min(1).max(32) });

export const handler = middy<ApiEvent<unknown, z.infer<typeof path>>, ApiResult>()
  .use(identity('getFolderProcessByIdPermissionByP'))
  .use(input({ path }))
  .use(errors())
  .handler(async (event) =>
    ok(await folders.folderPermissionForModel(event.identity, event.input.path.id, event.input.path.p)),
  );
