import { saveModelRequest, shareTokenPath } from '@prozesspuls/shared';
import * as shareLinks from '../../domain/sharing/shareLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';
import { shareAuthHeaderOf } from '../../http/shareAuth.js';

/** Saves through a share link: the same version and lock rules as PUT /bpmn/{uuid}. */
export const handler = apiRoute(
  'sharing/putShareByToken',
  { body: saveModelRequest, path: shareTokenPath },
  async ({ identity, body, path, event }) =>
    ok(await shareLinks.saveByLink(identity, path.token, shareAuthHeaderOf(event), body)),
);
