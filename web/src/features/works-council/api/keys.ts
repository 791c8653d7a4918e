import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';

/** Query keys of the works council page (the surveys it approves share the survey list's entry). */
export const worksCouncilKeys = {
  accessLog: () => ['works-council', 'access-log'] as const,
};

/** After an approval the survey lists (here and in the survey area) show it. */
export async function refreshApprovedSurveys(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.surveys.all });
}
