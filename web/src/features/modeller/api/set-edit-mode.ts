import type { EditModeState } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { sendOnUnload } from './send-on-unload';
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
  sendOnUnload(uuid, { method: 'POST', suffix: '/editMode', body: JSON.stringify({ editMode: false }) });
}
