import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshRiskAssessments, riskKeys } from './keys';

export type UpdateRiskStepInput = RouteBody<'putRiskAssessmentByIdStepByStep'> & {
  readonly id: string;
  readonly step: string;
};

/** PUT /api/riskAssessment/{id}/step/{step}: state, responsible, due date and comment of one GDA step. */
export function updateRiskStep({ id, step, ...body }: UpdateRiskStepInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentByIdStepByStep', { path: { id, step }, body });
}

export function useUpdateRiskStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRiskStep,
    onSuccess: (saved) => {
      queryClient.setQueryData(riskKeys.detail(saved.id), saved);
      void refreshRiskAssessments(queryClient);
    },
  });
}
