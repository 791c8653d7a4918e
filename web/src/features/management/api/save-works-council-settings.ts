import type { WorksCouncilSettings } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useCacheReplacingMutation } from '@/lib/api/route-mutation';

/** PUT /api/px/evaluation/worksCouncil — switches the works council's approval of questionnaires. */
export function useSaveWorksCouncilSettings() {
  return useCacheReplacingMutation(
    (settings: WorksCouncilSettings) => api('putPxEvaluationWorksCouncil', { body: settings }),
    queryKeys.worksCouncilSettings(),
  );
}
