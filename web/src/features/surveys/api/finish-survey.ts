import type { SurveyJobStarted } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshSurveyLists } from './keys';

/**
 * POST /api/px/survey/finish: starts 'survey finish' (evaluation point, then FINISHED). It answers
 * once the run has started; the list polls the row until the job is over.
 */
export function finishSurvey(surveyId: string): Promise<SurveyJobStarted> {
  return api('postPxSurveyFinish', { body: { surveyId } });
}

export function useFinishSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: finishSurvey, onSettled: () => refreshSurveyLists(queryClient) });
}
