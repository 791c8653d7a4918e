import type { PxQuestion } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { pxKeys } from './px-keys';

/** GET /api/question/element/{id}/uuid/{uuid} — the process questions offered for the element's kind. */
export function usePxOfferedQuestions(uuid: string, elementId: string, enabled: boolean) {
  return useQuery({
    queryKey: pxKeys.offered(uuid, elementId),
    queryFn: ({ signal }): Promise<PxQuestion[]> =>
      api('getQuestionElementByIdUuidByUuid', { path: { id: elementId, uuid }, signal }),
    enabled,
    refetchOnWindowFocus: false,
  });
}
