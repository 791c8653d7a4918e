import * as schemas from '@prozesspuls/shared';
import * as lifecycle from '../../domain/surveys/surveyLifecycle.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/postPxEvaluationProcessTimestamp',
  { body: schemas.processEvaluationPointRequest },
  async ({ identity, body }) => ok(await lifecycle.startProcessEvaluationPoint(identity, body)),
);
