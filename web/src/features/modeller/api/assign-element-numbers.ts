import type { ElementNumberBatchResult } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';

/**
 * PUT /api/elementNumber/bpmn/{uuid} gives many elements their numbers in one call (under the
 * single POST's rules). Answers the numbers written and the chunks a concurrent change canceled.
 */
export function assignElementNumbers(
  uuid: string,
  numbers: readonly { readonly elementId: string; readonly number: string }[],
): Promise<ElementNumberBatchResult> {
  return api('putElementNumberBpmnByUuid', { path: { uuid }, body: { numbers: [...numbers] } });
}
