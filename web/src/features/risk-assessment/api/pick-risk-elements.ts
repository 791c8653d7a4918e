import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshRiskAssessments, riskKeys } from './keys';

export type PickRiskElementsInput = RouteBody<'putRiskAssessmentByIdElements'> & { readonly id: string };

/** PUT /api/riskAssessment/{id}/elements: step 1, activities and roles of a released model. */
export function pickRiskElements({ id, ...body }: PickRiskElementsInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentByIdElements', { path: { id }, body });
}

export function usePickRiskElements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickRiskElements,
    onSuccess: (saved) => {
      queryClient.setQueryData(riskKeys.detail(saved.id), saved);
      void refreshRiskAssessments(queryClient);
    },
  });
}
