import * as schemas from '@prozesspuls/shared';
import * as links from '../../domain/resources/links.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'resources/getConnectRessourceToModelElementRessourceIdById',
  { path: schemas.resourceIdPath },
  async ({ identity, path }) => ok(await links.linksOfResource(identity, path.id)),
);
