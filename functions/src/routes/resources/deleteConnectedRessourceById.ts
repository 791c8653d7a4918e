import * as schemas from '@prozesspuls/shared';
import * as resources from '../../domain/resources/resources.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

/** Refused with 409 while the object is linked to an element. */
export const handler = apiRoute(
  'resources/deleteConnectedRessourceById',
  { path: schemas.resourceIdPath },
  ({ identity, path }) => noContentAfter(resources.deleteResource(identity, path.id)),
);
