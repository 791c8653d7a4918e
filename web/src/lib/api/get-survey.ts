import type { SurveyDetails } from '@prozesspuls/shared';
import { api } from './call';
import { queryKeys } from './query-keys';
import { routeQueryOptions } from './route-query';

/**
 * GET /api/px/survey/{id}: the row, the sanitised start page and the stored SurveyJS JSON. The one
 * read of this route: the survey screens and the evaluation headers share its cache entry, so
 * finishing a survey shows in the evaluation at once.
 */
export function getSurvey(id: string, signal?: AbortSignal): Promise<SurveyDetails> {
  return api('getPxSurveyById', { path: { id }, signal });
}

export function surveyQueryOptions(id: string) {
  return routeQueryOptions(queryKeys.surveys.detail(id), (signal) => getSurvey(id, signal));
}
