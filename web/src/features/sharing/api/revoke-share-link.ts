import { api } from '@/lib/api/call';
import { useCacheReplacingMutation } from '@/lib/api/route-mutation';
import { sharingKeys } from './keys';

/** DELETE /api/bpmn/{uuid}/shareLink — the link is dead at once. */
export function revokeShareLink(uuid: string) {
  return api('deleteBpmnByUuidShareLink', { path: { uuid } });
}

export function useRevokeShareLink(uuid: string) {
  return useCacheReplacingMutation(() => revokeShareLink(uuid), sharingKeys.shareLink(uuid));
}
