import type { SaveModelResponse } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { sendOnUnload } from './send-on-unload';
import { shareCall } from './share-access';

/**
 * PUT /api/bpmn/{uuid} — saves a new version from the version the editor started with. 409 when
 * the model changed meanwhile or the caller does not hold the lock; 400 for invalid XML.
 */
export function saveModel(uuid: string, diagramXML: string, version: number): Promise<SaveModelResponse> {
  const shared = shareCall(uuid);
  if (shared) return api('putShareByToken', { ...shared, body: { diagramXML, version } });
  return api('putBpmnByUuid', { path: { uuid }, body: { diagramXML, version } });
}

/** Browsers refuse keep-alive requests whose bodies add up to more than 64 KiB. */
export const KEEPALIVE_LIMIT_BYTES = 60 * 1024;

/**
 * The page's last call when the tab closes or reloads in edit mode: saves and ends editing in one
 * request (the server frees the lock in the same write), so a colleague can edit at once.
 * `keepalive` lets it outlive the tab; it is sent synchronously, since a closing page gets no
 * answer. Answers false when the diagram is too large for a keep-alive body (not sent).
 */
export function saveAndEndOnUnload(uuid: string, diagramXML: string, version: number): boolean {
  const body = JSON.stringify({ diagramXML, version, endEditing: true });
  if (new TextEncoder().encode(body).byteLength > KEEPALIVE_LIMIT_BYTES) return false;
  return sendOnUnload(uuid, { method: 'PUT', suffix: '', body });
}
