import type { SurveySummary } from '@prozesspuls/shared';
import { api } from './call';
import { queryKeys } from './query-keys';
import { routeQueryOptions } from './route-query';

/**
 * GET /api/px/survey (active) or GET /api/px/survey/archive (archived), newest first. The one read
 * of these routes: the survey list and the measures plan's survey filter share the cache entry.
 */
export function surveysQueryOptions(archived: boolean) {
  return routeQueryOptions(
    queryKeys.surveys.list(archived),
    (signal): Promise<SurveySummary[]> =>
      archived ? api('getPxSurveyArchive', { signal }) : api('getPxSurvey', { signal }),
  );
}
