import { shareTokenPath } from '@prozesspuls/shared';
import * as shareLinks from '../../domain/sharing/shareLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';
import { shareAuthHeaderOf } from '../../http/shareAuth.js';

export const handler = apiRoute(
  'sharing/getShareByToken',
  { path: shareTokenPath },
  async ({ identity, path, event }) =>
    ok(await shareLinks.modelByLink(identity, path.token, shareAuthHeaderOf(event))),
);
