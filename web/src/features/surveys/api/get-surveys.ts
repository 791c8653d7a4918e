import type { SurveySummary } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { surveyKeys } from './keys';

/** GET /api/px/survey (active) or GET /api/px/survey/archive (archived), newest first. */
export function getSurveys(archived: boolean, signal?: AbortSignal): Promise<SurveySummary[]> {
  return archived ? api('getPxSurveyArchive', { signal }) : api('getPxSurvey', { signal });
}

export function surveysQueryOptions(archived: boolean) {
  return routeQueryOptions(surveyKeys.list(archived), (signal) => getSurveys(archived, signal));
}

export function useSurveys(archived: boolean) {
  return useQuery(surveysQueryOptions(archived));
}
