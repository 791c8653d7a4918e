import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshSurveyLists } from './keys';

/**
 * POST /api/px/survey/finish: starts 'survey finish' (evaluation point, FINISHED). The call
 * returns once the run has started; the list shows the state the server reports.
 */
export async function finishSurvey(surveyId: string): Promise<void> {
  await api('postPxSurveyFinish', { body: { surveyId } });
}

export function useFinishSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSurvey,
    onSettled: () => refreshSurveyLists(queryClient),
  });
}
