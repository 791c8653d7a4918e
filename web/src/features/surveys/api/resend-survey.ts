import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshSurveyLists } from './keys';

/**
 * POST /api/px/survey/resend ('Umfrage erneut starten'): opens the survey's next round with the
 * regenerated schema (as JSON text, as the spec's client sends it) and the new deadline.
 */
export async function resendSurvey(body: RouteBody<'postPxSurveyResend'>): Promise<void> {
  await api('postPxSurveyResend', { body });
}

export function useResendSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendSurvey, onSuccess: () => refreshSurveyLists(queryClient) });
}
