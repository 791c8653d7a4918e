import * as schemas from '@prozesspuls/shared';
import { removeMeasure } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'risk-assessment/deleteRiskAssessmentByIdMeasureByMeasureId',
  { path: schemas.riskMeasurePath },
  async ({ identity, path }) => ok(await removeMeasure(identity, path.id, path.measureId, Date.now())),
);
