import { retentionLog } from '../../domain/privacy/retention.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** What the retention job deleted in the current client, newest first. */
export const handler = apiRoute('admin/getClientRetentionLog', async ({ identity }) =>
  ok(await retentionLog(identity)),
);
