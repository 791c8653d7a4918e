import type { AnonymitySettingsView } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** GET /api/px/evaluation/settings — the client's anonymity thresholds. */
export function getAnonymitySettings(signal?: AbortSignal): Promise<AnonymitySettingsView> {
  return api('getPxEvaluationSettings', { signal });
}

export function anonymitySettingsQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.anonymity(),
    queryFn: ({ signal }) => getAnonymitySettings(signal),
    staleTime: 0,
  });
}

export function useAnonymitySettings() {
  return useQuery(anonymitySettingsQueryOptions());
}
