import * as schemas from '@prozesspuls/shared';
import { updateStep } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** One GDA step: state (by the step rules), responsible person, due date, comment. */
export const handler = apiRoute(
  'risk-assessment/putRiskAssessmentByIdStepByStep',
  { path: schemas.riskAssessmentStepPath, body: schemas.updateRiskStepRequest },
  async ({ identity, path, body }) => ok(await updateStep(identity, path.id, path.step, body, Date.now())),
);
