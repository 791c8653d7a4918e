import * as models from '../../domain/models/models.js';
import { withConnectedResources } from '../../domain/resources/links.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('models/getBpmn', {}, async ({ identity }) =>
  ok(await withConnectedResources(identity.clientId, models.listVisibleModels(identity))),
);
