import * as schemas from '@prozesspuls/shared';
import { updateMeasure } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Steps 4 and 5: a measure's fields and state. */
export const handler = apiRoute(
  'risk-assessment/putRiskAssessmentByIdMeasureByMeasureId',
  { path: schemas.riskMeasurePath, body: schemas.riskMeasureRequest },
  async ({ identity, path, body }) =>
    ok(await updateMeasure(identity, path.id, path.measureId, body, Date.now())),
);
