import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'deleteElementNumberBpmnByUuid',
  { path: modelPath },
  async ({ identity, path }) => {
    await numbers.deleteNumbersOfModel(identity, path.uuid);
    return noContent();
  },
);
