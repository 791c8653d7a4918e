import middy from '@middy/core';
import { z } from 'zod';
import * as numbers from '../../domain/modeller/elementNumbers.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, noContent } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = middy<ApiEvent<unknown, z.infer<typeof path>>, ApiResult>()
  .use(identity('deleteElementNumberBpmnByUuid'))
  .use(input({ path }))
  .use(errors())
  .handler(async (event) => {
    await numbers.deleteNumbersOfModel(event.identity, event.input.path.uuid);
    return noContent();
  });
