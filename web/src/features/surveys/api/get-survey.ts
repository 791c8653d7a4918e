import type { SurveyDetails } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { surveyKeys } from './keys';

/** GET /api/px/survey/{id}: the row, the sanitised start page and the stored SurveyJS JSON. */
export function getSurvey(id: string, signal?: AbortSignal): Promise<SurveyDetails> {
  return api('getPxSurveyById', { path: { id }, signal });
}

export function surveyQueryOptions(id: string) {
  return routeQueryOptions(surveyKeys.detail(id), (signal) => getSurvey(id, signal));
}

export function useSurvey(id: string | null) {
  return useQuery({ ...surveyQueryOptions(id ?? ''), enabled: id !== null });
}
