import type { Checklist } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { checklistKeys } from './keys';

/** GET /api/checklist/{id}: one checklist with its list and version. */
export function getChecklist(id: string, signal?: AbortSignal): Promise<Checklist> {
  return api('getChecklistById', { path: { id }, signal });
}

export function useChecklist(id: string) {
  return useQuery({
    ...routeQueryOptions(checklistKeys.detail(id), (signal) => getChecklist(id, signal), ALWAYS_REFETCH),
    // The answer page edits a copy; refetching on focus would not change it but costs a call.
    refetchOnWindowFocus: false,
  });
}
