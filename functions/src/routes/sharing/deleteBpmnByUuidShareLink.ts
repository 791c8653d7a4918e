import * as shareLinks from '../../domain/sharing/shareLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'sharing/deleteBpmnByUuidShareLink',
  { path: modelPath },
  async ({ identity, path }) => ok(await shareLinks.revokeShareLink(identity, path.uuid)),
);
