import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';

/** Query keys of the survey screens; everything below 'surveys' is refreshed after a change. */
export const surveyKeys = {
  all: queryKeys.surveys.all,
  list: queryKeys.surveys.list,
  detail: queryKeys.surveys.detail,
  questions: () => ['survey-lookups', 'questions', 'NONE'] as const,
};

export async function refreshSurveyLists(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: surveyKeys.all });
}
