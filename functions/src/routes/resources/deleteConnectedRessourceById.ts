import * as schemas from '@prozesspuls/shared';
import * as resources from '../../domain/resources/resources.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

/** Refused with 409 while the object is linked to an element. */
export const handler = apiRoute(
  'deleteConnectedRessourceById',
  { path: schemas.resourceIdPath },
  async ({ identity, path }) => {
    await resources.deleteResource(identity, path.id);
    return noContent();
  },
);
