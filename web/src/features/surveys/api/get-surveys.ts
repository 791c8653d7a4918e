import type { SurveySummary } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { surveyKeys } from './keys';

/** GET /api/px/survey (active) or GET /api/px/survey/archive (archived), newest first. */
export function getSurveys(archived: boolean, signal?: AbortSignal): Promise<SurveySummary[]> {
  return archived ? api('getPxSurveyArchive', { signal }) : api('getPxSurvey', { signal });
}

export function surveysQueryOptions(archived: boolean) {
  return queryOptions({
    queryKey: surveyKeys.list(archived),
    queryFn: ({ signal }) => getSurveys(archived, signal),
  });
}

export function useSurveys(archived: boolean) {
  return useQuery(surveysQueryOptions(archived));
}
