import middy from '@middy/core';
import * as schemas from '@prozesspuls/shared';
import * as folders from '../../domain/processes/folders.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<schemas.SaveFolderRequest>, ApiResult>()
  .use(identity('postFolder'))
  .use(input({ body: schemas.saveFolderRequest }))
  .use(errors())
  .handler(async (event) => ok({ id: await folders.createFolder(event.identity, event.input.body) }, 201));
