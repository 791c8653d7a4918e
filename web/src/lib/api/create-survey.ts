import type { CreateSurveyRequest, SurveyDetails } from '@prozesspuls/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './call';
import { queryKeys } from './query-keys';

export type CreateSurveyBody = Omit<CreateSurveyRequest, 'surveySchema'> & { readonly surveySchema: unknown };

/**
 * POST /api/px/survey: stores the schema (the start page sanitised by the server). The one call of
 * this route, for the survey wizards and the modeller's process survey alike.
 */
export function createSurvey(body: CreateSurveyBody): Promise<SurveyDetails> {
  return api('postPxSurvey', { body: body as CreateSurveyRequest });
}

const refreshSurveys = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.surveys.all });

/** `createSurvey` of a request the caller builds from its own input; the survey lists reload after it. */
export function useCreateSurveyFrom<TInput>(toBody: (input: TInput) => CreateSurveyBody) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => createSurvey(toBody(input)),
    onSuccess: () => refreshSurveys(queryClient),
  });
}
