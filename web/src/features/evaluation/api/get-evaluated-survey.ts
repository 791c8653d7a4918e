import { useQuery } from '@tanstack/react-query';
import { surveyQueryOptions } from '@/lib/api/get-survey';

/** Title, module, state, deadline and schema for the evaluation headers. */
export function useEvaluatedSurvey(surveyId: string) {
  return useQuery(surveyQueryOptions(surveyId));
}
