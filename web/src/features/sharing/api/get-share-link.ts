import type { ShareLinkState } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { sharingKeys } from './keys';

/** GET /api/bpmn/{uuid}/shareLink — whether the model has a live share link and until when. */
export function getShareLink(uuid: string, signal?: AbortSignal): Promise<ShareLinkState> {
  return api('getBpmnByUuidShareLink', { path: { uuid }, signal });
}

export function useShareLink(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: sharingKeys.shareLink(uuid),
      queryFn: ({ signal }) => getShareLink(uuid, signal),
    }),
  );
}
