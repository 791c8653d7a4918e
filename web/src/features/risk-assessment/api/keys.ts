import type { RiskAssessment } from '@prozesspuls/shared';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';

/**
 * Query keys of the risk assessment screens; everything below 'risk-assessments' is refreshed
 * after a change. The assessments and their strain are shared with the modeller (queryKeys).
 */
export const riskKeys = {
  ...queryKeys.riskAssessments,
  models: () => ['risk-assessment-models'] as const,
  model: (uuid: string) => ['risk-assessment-models', uuid] as const,
};

export async function refreshRiskAssessments(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: riskKeys.all });
}

/**
 * A change of one assessment: its answer is the whole saved assessment, which replaces the cached
 * one at once; the lists load again in the background.
 */
export function useRiskAssessmentMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<RiskAssessment>,
) {
  return useCacheUpdatingMutation(mutationFn, (queryClient, saved) => {
    queryClient.setQueryData(riskKeys.detail(saved.id), saved);
    void refreshRiskAssessments(queryClient);
  });
}
