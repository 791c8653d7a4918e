import { retentionSettingsRequest } from '@prozesspuls/shared';
import { saveRetentionSettings } from '../../domain/privacy/retention.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Saves the current client's retention period (whole months, 1 to 120). */
export const handler = apiRoute(
  'admin/putClientRetention',
  { body: retentionSettingsRequest },
  async ({ identity, body }) => ok(await saveRetentionSettings(identity, body)),
);
