import * as schemas from '@prozesspuls/shared';
import { addMeasure } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Step 4: a measure on activities of the model. */
export const handler = apiRoute(
  'risk-assessment/postRiskAssessmentByIdMeasure',
  { path: schemas.riskAssessmentPath, body: schemas.riskMeasureRequest },
  async ({ identity, path, body }) => ok(await addMeasure(identity, path.id, body, Date.now())),
);
