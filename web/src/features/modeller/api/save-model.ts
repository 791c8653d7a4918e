import type { SaveModelResponse } from '@prozesspuls/shared';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';

/**
 * PUT /api/bpmn/{uuid} — saves a new version from the version the editor started with. 409 when
 * the model changed meanwhile or the caller does not hold the lock; 400 for invalid XML.
 */
export function saveModel(uuid: string, diagramXML: string, version: number): Promise<SaveModelResponse> {
  return apiRequest<SaveModelResponse>(`/bpmn/${encodeURIComponent(uuid)}`, {
    method: 'PUT',
    json: { diagramXML, version },
  });
}

/**
 * The same call while the page unloads (best effort): `keepalive` lets it outlive the tab, but
 * browsers cap such bodies at 64 KB, so large diagrams cannot be saved this way.
 */
export function saveModelOnUnload(uuid: string, diagramXML: string, version: number): Promise<boolean> {
  const session = sessionStore.get();
  if (!session) return Promise.resolve(false);
  return fetch(`/api/bpmn/${encodeURIComponent(uuid)}`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ diagramXML, version }),
  })
    .then((response) => response.ok)
    .catch(() => false);
}
