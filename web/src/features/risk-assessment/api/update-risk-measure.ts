import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshRiskAssessments, riskKeys } from './keys';

export type UpdateRiskMeasureInput = RouteBody<'putRiskAssessmentByIdMeasureByMeasureId'> & {
  readonly id: string;
  readonly measureId: string;
};

/** PUT /api/riskAssessment/{id}/measure/{measureId}: fields and state of a measure (steps 4 and 5). */
export function updateRiskMeasure({
  id,
  measureId,
  ...body
}: UpdateRiskMeasureInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentByIdMeasureByMeasureId', { path: { id, measureId }, body });
}

export function useUpdateRiskMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRiskMeasure,
    onSuccess: (saved) => {
      queryClient.setQueryData(riskKeys.detail(saved.id), saved);
      void refreshRiskAssessments(queryClient);
    },
  });
}
