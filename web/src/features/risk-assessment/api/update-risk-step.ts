import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useRiskAssessmentMutation } from './keys';

export type UpdateRiskStepInput = RouteBody<'putRiskAssessmentByIdStepByStep'> & {
  readonly id: string;
  readonly step: string;
};

/** PUT /api/riskAssessment/{id}/step/{step}: state, responsible, due date and comment of one GDA step. */
export function updateRiskStep({ id, step, ...body }: UpdateRiskStepInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentByIdStepByStep', { path: { id, step }, body });
}

export function useUpdateRiskStep() {
  return useRiskAssessmentMutation(updateRiskStep);
}
