import middy from '@middy/core';
import { acknowledgeReleaseNotesRequest } from '@prozesspuls/shared';
import type { z } from 'zod';
import { acknowledgeReleaseNotes } from '../../domain/users/userDetails.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, noContent } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

export const handler = middy<ApiEvent<z.infer<typeof acknowledgeReleaseNotesRequest>>, ApiResult>()
  .use(identity('putUserReleaseNotes'))
  .use(input({ body: acknowledgeReleaseNotesRequest }))
  .use(errors())
  .handler(async (event) => {
    await acknowledgeReleaseNotes(event.identity.userId, event.input.body.version);
    return noContent();
  });
