import middy from '@middy/core';
import type { ClientIcon } from '@prozesspuls/shared';
import { clientBranding } from '../../domain/users/userDetails.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';

export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getClientIcon'))
  .use(errors())
  .handler(async (event) => {
    const { imageUrl } = await clientBranding(event.identity.clientId);
    const answer: ClientIcon = { imageUrl: imageUrl ?? null };
    return ok(answer);
  });
