import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('models/getBpmnByUuid', { path: modelPath }, async ({ identity, path }) =>
  ok(await models.getModel(identity, path.uuid)),
);
