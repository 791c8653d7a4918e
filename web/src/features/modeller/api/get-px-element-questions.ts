import type { PxElementQuestion } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { pxKeys } from './px-keys';

/** GET /api/px/bpmn/{uuid}/element/{id} — the PX questions attached to one element. */
export function usePxElementQuestions(uuid: string, elementId: string) {
  return useQuery({
    queryKey: pxKeys.element(uuid, elementId),
    queryFn: ({ signal }): Promise<PxElementQuestion[]> =>
      api('getPxBpmnByUuidElementById', { path: { uuid, id: elementId }, signal }),
    refetchOnWindowFocus: false,
  });
}
