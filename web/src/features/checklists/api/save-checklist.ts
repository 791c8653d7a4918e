import type { Checklist } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChecklist,
    onSuccess: (saved) => {
      queryClient.setQueryData(checklistKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: checklistKeys.list() });
    },
  });
}
