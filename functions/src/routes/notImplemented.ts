import middy from '@middy/core';
import { MSG } from '@prozesspuls/shared';
import { apiError } from '../http/errors.js';
import type { ApiEvent } from '../http/event.js';
import type { ApiResult } from '../http/responses.js';
import { errors } from '../middleware/errors.js';
import { identity } from '../middleware/identity.js';

/**
 * Every route whose issue has not landed yet: the same 401/403 as the real route would give,
 * then an honest 501 'Noch nicht verfügbar'.
 */
export const handler = middy<ApiEvent, ApiResult>()
  .use(identity())
  .use(errors())
  .handler(async () => {
    throw apiError(501, MSG.notYetAvailable);
  });
