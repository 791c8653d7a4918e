import * as schemas from '@prozesspuls/shared';
import * as lifecycle from '../../domain/surveys/surveyLifecycle.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/postPxEvaluationTimestamp',
  { body: schemas.evaluationPointRequest },
  async ({ identity, body }) => ok(await lifecycle.startEvaluationPoint(identity, body.surveyId)),
);
