import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { type OfferedQuestion, parseOfferedQuestions } from '../utils/offered-questions';
import { surveyKeys } from './keys';

/** GET /api/px/question/type/NONE: the client's questions without process perspective. */
export async function getCustomQuestions(signal?: AbortSignal): Promise<OfferedQuestion[]> {
  return parseOfferedQuestions(await api('getPxQuestionTypeByType', { path: { type: 'NONE' }, signal }));
}

export function useCustomQuestions() {
  return useQuery(
    queryOptions({
      queryKey: surveyKeys.questions(),
      queryFn: ({ signal }) => getCustomQuestions(signal),
      retry: false,
    }),
  );
}
