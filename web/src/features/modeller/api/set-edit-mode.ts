import type { EditModeState } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { sessionStore } from '@/lib/session/session-store';
import { shareCall } from './share-access';

/**
 * POST /api/bpmn/{uuid}/editMode — true takes the lock (and is the heartbeat while editing),
 * false ends editing. 409 with the editor's name when someone else edits.
 */
export function setEditMode(uuid: string, editMode: boolean): Promise<EditModeState> {
  const shared = shareCall(uuid);
  if (shared) return api('postShareByTokenEditMode', { ...shared, body: { editMode } });
  return api('postBpmnByUuidEditMode', { path: { uuid }, body: { editMode } });
}

/**
 * The same call while the page unloads: `keepalive` lets it outlive the tab (best effort; the
 * lock otherwise expires 10 minutes after the last heartbeat).
 */
export function endEditModeOnUnload(uuid: string): void {
  const session = sessionStore.get();
  if (!session) return;
  const shared = shareCall(uuid);
  const url = shared
    ? `/api/share/${encodeURIComponent(shared.path.token)}/editMode`
    : `/api/bpmn/${encodeURIComponent(uuid)}/editMode`;
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.accessToken}`,
      ...shared?.headers,
    },
    body: JSON.stringify({ editMode: false }),
  }).catch(() => undefined);
}
