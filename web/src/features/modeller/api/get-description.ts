import type { ElementDescription } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { modellerKeys } from './keys';

/** GET /api/elementDescription/bpmn/{uuid}/element/{elementId} — null when there is none. */
export function useDescription(uuid: string, elementId: string) {
  return useQuery({
    queryKey: modellerKeys.description(uuid, elementId),
    queryFn: ({ signal }): Promise<ElementDescription | null> =>
      api('getElementDescriptionBpmnByUuidElementByElementId', { path: { uuid, elementId }, signal }),
  });
}
