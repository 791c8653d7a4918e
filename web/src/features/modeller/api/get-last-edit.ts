import type { ModelLastEdit } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** How often an open model asks whether someone else saved it, and refreshes its badges. */
export const MODEL_POLL_MS = 20_000;

/**
 * GET /bpmn/{uuid}/lastEditor every 20 s while the model is open: a few bytes instead of the
 * diagram, enough to tell that another user saved a newer version. Not asked through a share link.
 */
export function useLastEdit(uuid: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: modellerKeys.lastEdit(uuid),
    queryFn: ({ signal }): Promise<ModelLastEdit> =>
      api('getBpmnByUuidLastEditor', { path: { uuid }, signal }),
    refetchInterval: MODEL_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
