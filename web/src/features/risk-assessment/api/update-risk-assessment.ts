import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useRiskAssessmentMutation } from './keys';

export type UpdateRiskAssessmentInput = RouteBody<'putRiskAssessmentById'> & { readonly id: string };

/** PUT /api/riskAssessment/{id}: title, scope and next review date (step 7). */
export function updateRiskAssessment({ id, ...body }: UpdateRiskAssessmentInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentById', { path: { id }, body });
}

export function useUpdateRiskAssessment() {
  return useRiskAssessmentMutation(updateRiskAssessment);
}
