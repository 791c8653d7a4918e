import middy from '@middy/core';
import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as links from '../../domain/modeller/subprocessLinks.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, noContent } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = middy<ApiEvent<z.infer<typeof schemas.linkRequest>, z.infer<typeof path>>, ApiResult>()
  .use(identity('postBpmnByUuidLink'))
  .use(input({ body: schemas.linkRequest, path }))
  .use(errors())
  .handler(async (event) => {
    await links.setLink(
      event.identity,
      event.input.path.uuid,
      event.input.body.elementId,
      event.input.body.linkedUuid,
    );
    return noContent();
  });
