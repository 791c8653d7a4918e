import type { SaveModelResponse } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';

/**
 * PUT /api/bpmn/{uuid}/history/commit/{hash} — takes an old version over as the newest one;
 * 409 while another user edits the model.
 */
export function restoreVersion(uuid: string, hash: string): Promise<SaveModelResponse> {
  return api('putBpmnByUuidHistoryCommitByHash', { path: { uuid, hash } });
}
