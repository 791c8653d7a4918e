import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute('models/deleteBpmnByUuid', { path: modelPath }, async ({ identity, path }) =>
  noContentAfter(models.deleteModel(identity, path.uuid)),
);
