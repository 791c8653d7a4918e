import * as schemas from '@prozesspuls/shared';
import { deleteRiskAssessment } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'risk-assessment/deleteRiskAssessmentById',
  { path: schemas.riskAssessmentPath },
  async ({ identity, path }) => {
    await deleteRiskAssessment(identity, path.id);
    return noContent();
  },
);
