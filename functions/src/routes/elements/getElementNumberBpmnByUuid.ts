import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/getElementNumberBpmnByUuid',
  { path: modelPath },
  async ({ identity, path }) => ok(await numbers.listElementNumbers(identity, path.uuid)),
);
