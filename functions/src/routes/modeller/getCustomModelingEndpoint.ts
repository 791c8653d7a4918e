import middy from '@middy/core';
import * as custom from '../../domain/modeller/customElements.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getCustomModelingEndpoint'))
  .use(input())
  .use(errors())
  .handler(async (event) => ok(await custom.listCustomElements(event.identity)));
