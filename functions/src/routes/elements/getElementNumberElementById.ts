import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementIdPath, modelQuery } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/getElementNumberElementById',
  { path: elementIdPath, query: modelQuery },
  async ({ identity, path, query }) =>
    ok(await numbers.elementNumberOf(identity, { uuid: query.uuid, elementId: path.id })),
);
