import type { ChecklistSummary } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { checklistKeys } from './keys';

/** GET /api/checklist: the client's checklists, newest first. */
export function getChecklists(signal?: AbortSignal): Promise<ChecklistSummary[]> {
  return api('getChecklist', { signal });
}

export function useChecklists() {
  return useQuery(routeQueryOptions(checklistKeys.list(), getChecklists, ALWAYS_REFETCH));
}
