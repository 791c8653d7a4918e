import type { ProcessModel } from '@prozesspuls/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/bpmn/{uuid} — the model with its diagram XML (the BPMN download reads it once). */
export function getModel(uuid: string, signal?: AbortSignal): Promise<ProcessModel> {
  return apiRequest<ProcessModel>(`/bpmn/${encodeURIComponent(uuid)}`, { signal });
}
