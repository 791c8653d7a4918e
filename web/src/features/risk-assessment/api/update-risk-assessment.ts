import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshRiskAssessments, riskKeys } from './keys';

export type UpdateRiskAssessmentInput = RouteBody<'putRiskAssessmentById'> & { readonly id: string };

/** PUT /api/riskAssessment/{id}: title, scope and next review date (step 7). */
export function updateRiskAssessment({ id, ...body }: UpdateRiskAssessmentInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentById', { path: { id }, body });
}

export function useUpdateRiskAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRiskAssessment,
    onSuccess: (saved) => {
      queryClient.setQueryData(riskKeys.detail(saved.id), saved);
      void refreshRiskAssessments(queryClient);
    },
  });
}
