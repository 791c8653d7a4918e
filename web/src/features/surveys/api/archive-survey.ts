import type { ArchiveSurveyRequest, SurveySummary } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshSurveyLists } from './keys';

/** POST /api/px/survey/archive: archive (archived: true) or restore (false). */
export function archiveSurvey(body: ArchiveSurveyRequest): Promise<SurveySummary> {
  return api('postPxSurveyArchive', { body });
}

export function useArchiveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveSurvey, onSuccess: () => refreshSurveyLists(queryClient) });
}
