import type { Checklist } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { checklistKeys } from './keys';

export interface SaveChecklistInput {
  readonly id: string;
  readonly listSchema: string;
  /** The version the page loaded or last saved; a stale one is refused with 409. */
  readonly version: number;
  readonly skipStep4: boolean;
}

/** POST /api/checklist/{id}: answers the saved checklist with its new version and progress. */
export function saveChecklist({ id, ...body }: SaveChecklistInput): Promise<Checklist> {
  return api('postChecklistById', { path: { id }, body });
}

export function useSaveChecklist() {
  return useCacheUpdatingMutation(saveChecklist, (queryClient, saved) => {
    queryClient.setQueryData(checklistKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: checklistKeys.list() });
  });
}
