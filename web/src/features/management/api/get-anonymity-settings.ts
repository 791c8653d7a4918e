import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, useRouteQuery } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/px/evaluation/settings — the client's anonymity thresholds. */
export function useAnonymitySettings() {
  return useRouteQuery(
    managementKeys.anonymity(),
    (signal) => api('getPxEvaluationSettings', { signal }),
    ALWAYS_REFETCH,
  );
}
