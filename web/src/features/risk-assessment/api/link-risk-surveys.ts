import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useRiskAssessmentMutation } from './keys';

export type LinkRiskSurveysInput = RouteBody<'putRiskAssessmentByIdSurveys'> & { readonly id: string };

/** PUT /api/riskAssessment/{id}/surveys: the surveys of steps 2 and 6. */
export function linkRiskSurveys({ id, ...body }: LinkRiskSurveysInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentByIdSurveys', { path: { id }, body });
}

export function useLinkRiskSurveys() {
  return useRiskAssessmentMutation(linkRiskSurveys);
}
