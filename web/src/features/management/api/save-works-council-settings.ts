import type { WorksCouncilSettings } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/px/evaluation/worksCouncil — switches the works council's approval of questionnaires. */
export function saveWorksCouncilSettings(settings: WorksCouncilSettings): Promise<WorksCouncilSettings> {
  return api('putPxEvaluationWorksCouncil', { body: settings });
}

export function useSaveWorksCouncilSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorksCouncilSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.worksCouncilSettings(), saved),
  });
}
