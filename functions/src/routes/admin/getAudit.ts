import middy from '@middy/core';
import { auditTrail } from '../../domain/admin/audit.js';
import { forbidden } from '../../http/errors.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';

/** The current client's audit trail, newest first; for superusers. */
export const handler = middy<ApiEvent, ApiResult>()
  .use(identity('getAudit'))
  .use(errors())
  .handler(async (event) => {
    if (!event.identity.isSuperuser) throw forbidden();
    return ok(await auditTrail(event.identity.clientId));
  });
