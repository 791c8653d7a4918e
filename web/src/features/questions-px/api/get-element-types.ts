import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { pxQuestionKeys } from './keys';

/** GET /px/question/types — loaded once the process perspective is switched on. */
export function useElementTypes(enabled: boolean) {
  return useQuery({
    queryKey: pxQuestionKeys.elementTypes(),
    queryFn: () => api('getPxQuestionTypes'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
