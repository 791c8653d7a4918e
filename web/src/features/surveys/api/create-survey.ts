import { type CreateSurveyBody, useCreateSurveyFrom } from '@/lib/api/create-survey';

/** The wizards send the body as they built it. */
export function useCreateSurvey() {
  return useCreateSurveyFrom((body: CreateSurveyBody) => body);
}
