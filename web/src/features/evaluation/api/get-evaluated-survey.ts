import { useQuery } from '@tanstack/react-query';
import { surveyQueryOptions } from '@/lib/api/get-survey';

/** Polls while a lifecycle job runs (an evaluation point being made), so the page sees it finish. */
const JOB_POLL_MS = 1000;

/** Title, module, state, deadline and schema for the evaluation headers. */
export function useEvaluatedSurvey(surveyId: string) {
  return useQuery({
    ...surveyQueryOptions(surveyId),
    refetchInterval: (query) => (query.state.data?.info.job?.running ? JOB_POLL_MS : false),
  });
}
