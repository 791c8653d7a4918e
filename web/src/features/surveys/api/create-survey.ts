import type { CreateSurveyRequest, SurveyDetails } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshSurveyLists } from './keys';

type CreateSurveyBody = Omit<CreateSurveyRequest, 'surveySchema'> & { readonly surveySchema: unknown };

/** POST /api/px/survey: stores the schema (the start page sanitised by the server). */
export function createSurvey(body: CreateSurveyBody): Promise<SurveyDetails> {
  return api('postPxSurvey', { body: body as CreateSurveyRequest });
}

export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSurvey, onSuccess: () => refreshSurveyLists(queryClient) });
}
