import type { SurveyDetails } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { evaluationKeys } from './keys';

/** GET /api/px/survey/{id}: title, module, state, deadline and schema for the evaluation headers. */
export function getEvaluatedSurvey(surveyId: string, signal?: AbortSignal): Promise<SurveyDetails> {
  return api('getPxSurveyById', { path: { id: surveyId }, signal });
}

export function evaluatedSurveyQueryOptions(surveyId: string) {
  return routeQueryOptions(evaluationKeys.survey(surveyId), (signal) => getEvaluatedSurvey(surveyId, signal));
}

/** Polls while a lifecycle job runs (an evaluation point being made), so the page sees it finish. */
const JOB_POLL_MS = 1000;

export function useEvaluatedSurvey(surveyId: string) {
  return useQuery({
    ...evaluatedSurveyQueryOptions(surveyId),
    refetchInterval: (query) => (query.state.data?.info.job?.running ? JOB_POLL_MS : false),
  });
}
