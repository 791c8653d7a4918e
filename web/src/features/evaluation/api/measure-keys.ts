import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the measures plan; everything below 'measures' is refreshed after a change. */
export const measureKeys = {
  all: ['measures'] as const,
  /** GET /px/measure (?surveyId=) */
  list: (surveyId?: string) => ['measures', 'list', surveyId ?? null] as const,
  /** GET /px/measure/members */
  members: () => ['measure-lookups', 'members'] as const,
};

export async function refreshMeasures(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: measureKeys.all });
}
