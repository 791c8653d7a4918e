import * as schemas from '@prozesspuls/shared';
import { assessmentStrain } from '../../domain/riskAssessment/strain.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Strain per activity and role, within the anonymity threshold; before/after of the effect check. */
export const handler = apiRoute(
  'risk-assessment/getRiskAssessmentByIdStrain',
  { path: schemas.riskAssessmentPath },
  async ({ identity, path }) => ok(await assessmentStrain(identity, path.id)),
);
