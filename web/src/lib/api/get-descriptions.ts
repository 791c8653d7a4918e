import { api } from './call';

/** GET /api/elementDescription/bpmn/{uuid} — every element description of the model. */
export function getDescriptions(uuid: string, signal?: AbortSignal) {
  return api('getElementDescriptionBpmnByUuid', { path: { uuid }, signal });
}
