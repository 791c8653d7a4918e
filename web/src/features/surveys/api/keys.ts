import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the survey screens; everything below 'surveys' is refreshed after a change. */
export const surveyKeys = {
  all: ['surveys'] as const,
  list: (archived: boolean) => ['surveys', 'list', archived] as const,
  detail: (id: string) => ['surveys', 'detail', id] as const,
  questions: () => ['survey-lookups', 'questions', 'NONE'] as const,
};

export async function refreshSurveyLists(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: surveyKeys.all });
}
