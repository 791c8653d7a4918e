import { moduleEvaluationPath, moduleEvaluationQuery } from '@prozesspuls/shared';
import { moduleEvaluations, subgroupOfQuery } from '../../domain/evaluation/evaluationReads.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/getPxEvaluationTimestampByIdModuleByModule',
  { path: moduleEvaluationPath, query: moduleEvaluationQuery },
  async ({ identity, path, query }) =>
    ok(await moduleEvaluations(identity, path.id, path.module, subgroupOfQuery(query))),
);
