import { moduleEvaluationPath } from '@prozesspuls/shared';
import { moduleEvaluations } from '../../domain/evaluation/evaluationReads.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'getPxEvaluationTimestampByIdModuleByModule',
  { path: moduleEvaluationPath },
  async ({ identity, path }) => ok(await moduleEvaluations(identity, path.id, path.module)),
);
