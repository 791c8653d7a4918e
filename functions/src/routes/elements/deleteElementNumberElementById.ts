import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementIdPath, modelQuery } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/deleteElementNumberElementById',
  { path: elementIdPath, query: modelQuery },
  async ({ identity, path, query }) =>
    noContentAfter(numbers.deleteNumberOfElement(identity, query.uuid, path.id)),
);
