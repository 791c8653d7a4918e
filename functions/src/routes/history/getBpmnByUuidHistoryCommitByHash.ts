import * as editing from '../../domain/modelling/editing.js';
import { apiRoute } from '../../http/apiRoute.js';
import { historyCommitPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'history/getBpmnByUuidHistoryCommitByHash',
  { path: historyCommitPath },
  async ({ identity, path }) => ok(await editing.historyVersion(identity, path.uuid, path.hash)),
);
