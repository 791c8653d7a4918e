import type { WorksCouncilSettings } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';
import { ALWAYS_REFETCH, routeQueryOptions } from './route-query';

/**
 * GET /api/px/evaluation/worksCouncil: whether questionnaires need the works council's approval.
 * The survey list, the administration and the works council page share this one read.
 */
export function getWorksCouncilSettings(signal?: AbortSignal): Promise<WorksCouncilSettings> {
  return api('getPxEvaluationWorksCouncil', { signal });
}

export function useWorksCouncilSettings(enabled = true) {
  return useQuery({
    ...routeQueryOptions(queryKeys.worksCouncilSettings(), getWorksCouncilSettings, ALWAYS_REFETCH),
    enabled,
  });
}
