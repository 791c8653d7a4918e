import type { SaveModelResponse } from '@prozesspuls/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /api/bpmn/{uuid}/history/commit/{hash} — takes an old version over as the newest one;
 * 409 while another user edits the model.
 */
export function restoreVersion(uuid: string, hash: string): Promise<SaveModelResponse> {
  return apiRequest<SaveModelResponse>(
    `/bpmn/${encodeURIComponent(uuid)}/history/commit/${encodeURIComponent(hash)}`,
    { method: 'PUT' },
  );
}
