import * as schemas from '@prozesspuls/shared';
import * as links from '../../domain/resources/links.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

/** `?uuid=` names the model (element ids are unique per model); `&ressourceId=` removes only that link. */
export const handler = apiRoute(
  'resources/deleteConnectRessourceToModelElementElementById',
  { path: schemas.unlinkElementPath, query: schemas.unlinkElementQuery },
  async ({ identity, path, query }) =>
    noContentAfter(links.unlinkElement(identity, query.uuid, path.id, query.ressourceId)),
);
