import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshSurveyLists } from './keys';

/** DELETE /api/px/survey/{id}: the survey with its evaluations and sent links. */
export function deleteSurvey(id: string): Promise<void> {
  return api('deletePxSurveyById', { path: { id } });
}

export function useDeleteSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSurvey, onSuccess: () => refreshSurveyLists(queryClient) });
}
