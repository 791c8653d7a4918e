import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshSurveyLists } from './keys';

/** What 'Umfrage erneut starten' stores for the new round (seed 002 §7: title, schema as text, deadline). */
export interface ResendSurveyBody {
  readonly surveyId: string;
  readonly title: string;
  readonly surveySchema: string;
  readonly deadlineDate: number | null;
}

/** POST /api/px/survey/resend: a new round of the survey, counted in evaluationTimestampCount. */
export async function resendSurvey(body: ResendSurveyBody): Promise<void> {
  await api('postPxSurveyResend', { body });
}

export function useResendSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendSurvey, onSuccess: () => refreshSurveyLists(queryClient) });
}
