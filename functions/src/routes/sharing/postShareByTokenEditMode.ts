import { editModeRequest, shareTokenPath } from '@prozesspuls/shared';
import * as shareLinks from '../../domain/sharing/shareLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';
import { shareAuthHeaderOf } from '../../http/shareAuth.js';

export const handler = apiRoute(
  'sharing/postShareByTokenEditMode',
  { body: editModeRequest, path: shareTokenPath },
  async ({ identity, body, path, event }) =>
    ok(await shareLinks.setEditModeByLink(identity, path.token, shareAuthHeaderOf(event), body.editMode)),
);
