import type { PxModelQuestions } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { pxKeys } from './px-keys';

/** GET /api/px/bpmn/{uuid} — every PX question attached to the model's elements (badges, overview). */
export function usePxModelQuestions(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: pxKeys.model(uuid),
    queryFn: ({ signal }): Promise<PxModelQuestions> => api('getPxBpmnByUuid', { path: { uuid }, signal }),
    enabled,
    refetchOnWindowFocus: false,
  });
}
