import type { SurveySummary } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshApprovedSurveys } from './keys';

/** PUT /api/px/survey/{id}/approval: the works council approves a questionnaire (once). */
export function approveSurvey(id: string): Promise<SurveySummary> {
  return api('putPxSurveyByIdApproval', { path: { id } });
}

export function useApproveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveSurvey, onSuccess: () => refreshApprovedSurveys(queryClient) });
}
