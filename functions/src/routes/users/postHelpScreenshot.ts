import * as schemas from '@prozesspuls/shared';
import * as tickets from '../../domain/help/tickets.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** A presigned upload for a bug report's screenshot (≤ 5 MB), checked when the ticket is sent. */
export const handler = apiRoute(
  'users/postHelpScreenshot',
  { body: schemas.screenshotUploadRequest },
  async ({ identity, body }) => ok(await tickets.screenshotUploadSlot(identity, body.size)),
);
