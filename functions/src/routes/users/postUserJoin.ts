import middy from '@middy/core';
import { joinClientRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { acceptInvitation } from '../../domain/admin/invitations.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

/**
 * Accepts an invitation into another client: signed in as the invited user (the existing
 * account's password) and with the token of the mailed link; only then is the user a member.
 */
export const handler = middy<ApiEvent<z.infer<typeof joinClientRequest>>, ApiResult>()
  .use(identity('postUserJoin'))
  .use(input({ body: joinClientRequest }))
  .use(errors())
  .handler(async (event) => ok(await acceptInvitation(event.identity, event.input.body.token)));
