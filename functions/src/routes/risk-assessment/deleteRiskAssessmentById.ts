import * as schemas from '@prozesspuls/shared';
import { deleteRiskAssessment } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'risk-assessment/deleteRiskAssessmentById',
  { path: schemas.riskAssessmentPath },
  async ({ identity, path }) => noContentAfter(deleteRiskAssessment(identity, path.id)),
);
