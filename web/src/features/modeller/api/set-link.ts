import { api } from '@/lib/api/call';

/** POST /api/bpmn/{uuid}/link — links a subprocess element to another model, or unlinks it with null. */
export function setLink(uuid: string, elementId: string, linkedUuid: string | null): Promise<void> {
  return api('postBpmnByUuidLink', { path: { uuid }, body: { elementId, linkedUuid } });
}
