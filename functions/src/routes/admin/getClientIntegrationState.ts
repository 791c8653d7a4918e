import middy from '@middy/core';
import { integrationOf } from '../../domain/admin/clients.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';

/** Whether sending a survey also notifies the external system (current client). */
export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getClientIntegrationState'))
  .use(errors())
  .handler(async (event) => {
    const { integrationState } = await integrationOf(event.identity, event.identity.clientId);
    return ok({ integrationState });
  });
