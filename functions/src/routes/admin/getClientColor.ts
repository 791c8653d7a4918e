import middy from '@middy/core';
import { type ClientColor, primaryColorOf } from '@prozesspuls/shared';
import { clientBranding } from '../../domain/users/userDetails.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';

export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getClientColor'))
  .use(errors())
  .handler(async (event) => {
    const { identityColor } = await clientBranding(event.identity.clientId);
    const answer: ClientColor = { color: primaryColorOf(identityColor) };
    return ok(answer);
  });
