import * as schemas from '@prozesspuls/shared';
import * as resources from '../../domain/resources/resources.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'resources/putConnectedRessource',
  { body: schemas.updateResourceRequest },
  async ({ identity, body }) => ok(await resources.updateResource(identity, body.id, body)),
);
