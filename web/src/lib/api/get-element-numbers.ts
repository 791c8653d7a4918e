import { api } from './call';

/** GET /api/elementNumber/bpmn/{uuid} — the model's element numbers, in number order. */
export function getElementNumbers(uuid: string, signal?: AbortSignal) {
  return api('getElementNumberBpmnByUuid', { path: { uuid }, signal });
}
