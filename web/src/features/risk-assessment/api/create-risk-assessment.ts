import type { CreateRiskAssessmentRequest, RiskAssessment } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshRiskAssessments } from './keys';

/** POST /api/riskAssessment: a new assessment with the seven GDA steps open. */
export function createRiskAssessment(
  body: Pick<CreateRiskAssessmentRequest, 'title' | 'scope'>,
): Promise<RiskAssessment> {
  return api('postRiskAssessment', { body });
}

export function useCreateRiskAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRiskAssessment,
    onSuccess: () => refreshRiskAssessments(queryClient),
  });
}
