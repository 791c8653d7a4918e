import * as schemas from '@prozesspuls/shared';
import * as resources from '../../domain/resources/resources.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'resources/getConnectedRessourceRessourceTypeByType',
  { path: schemas.resourceTypePath },
  async ({ identity, path }) => ok(await resources.listResourcesOfType(identity, path.type)),
);
