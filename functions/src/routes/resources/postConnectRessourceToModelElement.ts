import * as schemas from '@prozesspuls/shared';
import * as links from '../../domain/resources/links.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'resources/postConnectRessourceToModelElement',
  { body: schemas.linkResourceRequest },
  async ({ identity, body }) => ok(await links.linkResource(identity, body), 201),
);
