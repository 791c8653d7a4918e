import { queryOptions } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';

/** GET /api/user/questions — the open questions assigned to me, newest first. */
export function getOpenQuestions(signal?: AbortSignal) {
  return api('getUserQuestions', { signal });
}

/** Read by the navigation (count) and by 'Meine Fragen' (list): one cache entry. */
export function openQuestionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.questions.mine(),
    queryFn: ({ signal }) => getOpenQuestions(signal),
    staleTime: 30_000,
  });
}
