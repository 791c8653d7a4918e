import * as editing from '../../domain/modelling/editing.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'history/getBpmnByUuidHistory',
  { path: modelPath },
  async ({ identity, path }) => ok(await editing.historyOf(identity, path.uuid)),
);
