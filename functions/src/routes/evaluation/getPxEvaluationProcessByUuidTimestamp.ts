import * as schemas from '@prozesspuls/shared';
import * as lifecycle from '../../domain/surveys/surveyLifecycle.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/getPxEvaluationProcessByUuidTimestamp',
  { path: schemas.processEvaluationPath },
  async ({ identity, path }) => ok(await lifecycle.listProcessEvaluationPoints(identity, path.uuid)),
);
