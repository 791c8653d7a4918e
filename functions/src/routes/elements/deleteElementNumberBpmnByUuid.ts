import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/deleteElementNumberBpmnByUuid',
  { path: modelPath },
  ({ identity, path }) => noContentAfter(numbers.deleteNumbersOfModel(identity, path.uuid)),
);
