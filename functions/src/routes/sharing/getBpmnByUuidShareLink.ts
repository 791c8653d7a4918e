import * as shareLinks from '../../domain/sharing/shareLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'sharing/getBpmnByUuidShareLink',
  { path: modelPath },
  async ({ identity, path }) => ok(await shareLinks.shareLinkState(identity, path.uuid)),
);
