import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** GET /api/user/questions/{id}/model — the diagram a question is about (for its assignee). */
export function getQuestionModel(id: string, signal?: AbortSignal) {
  return api('getUserQuestionsByIdModel', { path: { id }, signal });
}

export function useQuestionModel(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['questions', 'model', id ?? ''] as const,
      queryFn: ({ signal }) => getQuestionModel(id ?? '', signal),
      enabled: id !== undefined,
    }),
  );
}
