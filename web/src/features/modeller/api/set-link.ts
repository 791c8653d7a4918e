import { apiRequest } from '@/lib/api-client';

/** POST /api/bpmn/{uuid}/link — links a subprocess element to another model, or unlinks it with null. */
export function setLink(uuid: string, elementId: string, linkedUuid: string | null): Promise<void> {
  return apiRequest<void>(`/bpmn/${encodeURIComponent(uuid)}/link`, {
    method: 'POST',
    json: { elementId, linkedUuid },
  });
}
