import middy from '@middy/core';
import { z } from 'zod';
import * as numbers from '../../domain/modeller/elementNumbers.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ id: z.string().min(1).max(200) });
/** Element ids are unique only within a model, so the model comes along as `?uuid=`. */
const query = z.object({ uuid: z.string().uuid() });

export const handler = middy<ApiEvent<unknown, z.infer<typeof path>, z.infer<typeof query>>, ApiResult>()
  .use(identity('getElementNumberElementById'))
  .use(input({ path, query }))
  .use(errors())
  .handler(async (event) =>
    ok(await numbers.elementNumberOf(event.identity, event.input.query.uuid, event.input.path.id)),
  );
