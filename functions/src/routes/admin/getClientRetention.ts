import { getRetentionSettings } from '../../domain/privacy/retention.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The current client's retention period for free texts and mail records (saved or the default). */
export const handler = apiRoute('admin/getClientRetention', async ({ identity }) =>
  ok(await getRetentionSettings(identity)),
);
