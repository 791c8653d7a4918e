import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';

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
