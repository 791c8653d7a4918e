import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the risk assessment screens; everything below 'risk-assessments' is refreshed after a change. */
export const riskKeys = {
  all: ['risk-assessments'] as const,
  list: () => ['risk-assessments', 'list'] as const,
  detail: (id: string) => ['risk-assessments', 'detail', id] as const,
  strain: (id: string) => ['risk-assessments', 'strain', id] as const,
  models: () => ['risk-assessment-models'] as const,
  model: (uuid: string) => ['risk-assessment-models', uuid] as const,
};

export async function refreshRiskAssessments(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: riskKeys.all });
}
