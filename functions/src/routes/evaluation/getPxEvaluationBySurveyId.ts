import { evaluationSurveyPath } from '@prozesspuls/shared';
import { listSurveyEvaluations } from '../../domain/evaluation/evaluationReads.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/getPxEvaluationBySurveyId',
  { path: evaluationSurveyPath },
  async ({ identity, path }) => ok(await listSurveyEvaluations(identity, path.surveyId)),
);
