import { dashboardModulePath } from '@prozesspuls/shared';
import { dashboardEvaluations } from '../../domain/evaluation/evaluationReads.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/getPxEvaluationModuleByModule',
  { path: dashboardModulePath },
  async ({ identity, path }) => ok(await dashboardEvaluations(identity, path.module)),
);
