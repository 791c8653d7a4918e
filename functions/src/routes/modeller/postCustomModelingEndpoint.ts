import middy from '@middy/core';
import * as schemas from '@prozesspuls/shared';
import type { z } from 'zod';
import * as custom from '../../domain/modeller/customElements.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';
/** At most 5 per client and an image icon under 10 KB; the seed's messages otherwise. */

export const handler = middy<ApiEvent<z.infer<typeof schemas.customElementRequest>>, ApiResult>()
  .use(identity('postCustomModelingEndpoint'))
  .use(input({ body: schemas.customElementRequest }))
  .use(errors())
  .handler(async (event) =>
    ok(
      await custom.addCustomElement(event.identity, event.input.body.elementTitle, event.input.body.imageUrl),
      201,
    ),
  );
