import middy from '@middy/core';
import * as schemas from '@prozesspuls/shared';
import type { z } from 'zod';
import * as numbers from '../../domain/modeller/elementNumbers.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';
/** Assigns a number; one already in use is refused ('Diese Nummer wird bereits verwendet!'). */

export const handler = middy<ApiEvent<z.infer<typeof schemas.elementNumberRequest>>, ApiResult>()
  .use(identity('postElementNumber'))
  .use(input({ body: schemas.elementNumberRequest }))
  .use(errors())
  .handler(async (event) =>
    ok(
      await numbers.assignNumber(
        event.identity,
        event.input.body.uuidModel,
        event.input.body.elementId,
        event.input.body.number,
        false,
      ),
    ),
  );
