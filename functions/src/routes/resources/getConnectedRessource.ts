import * as schemas from '@prozesspuls/shared';
import * as resources from '../../domain/resources/resources.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'resources/getConnectedRessource',
  { query: schemas.listResourcesQuery },
  async ({ identity, query }) => ok(await resources.listResources(identity, query.processId)),
);
