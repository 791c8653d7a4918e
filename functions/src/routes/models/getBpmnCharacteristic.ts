import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('models/getBpmnCharacteristic', {}, async ({ identity }) =>
  ok((await models.listVisibleModels(identity)).filter((m) => m.characteristic !== null)),
);
