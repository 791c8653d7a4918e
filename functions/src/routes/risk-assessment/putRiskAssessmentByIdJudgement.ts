import * as schemas from '@prozesspuls/shared';
import { judge } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Step 3: the need for action of one activity in one GDA criteria area, with its reason. */
export const handler = apiRoute(
  'risk-assessment/putRiskAssessmentByIdJudgement',
  { path: schemas.riskAssessmentPath, body: schemas.judgeRiskRequest },
  async ({ identity, path, body }) => ok(await judge(identity, path.id, body, Date.now())),
);
