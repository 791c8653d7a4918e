import type { Measure } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { measureKeys } from './measure-keys';

/** GET /api/px/measure: the client's measures, or one survey's with `surveyId`, by due date. */
export function getMeasures(surveyId: string | undefined, signal?: AbortSignal): Promise<Measure[]> {
  return api('getPxMeasure', { query: surveyId ? { surveyId } : {}, signal });
}

export function measuresQueryOptions(surveyId?: string) {
  return routeQueryOptions(measureKeys.list(surveyId), (signal) => getMeasures(surveyId, signal));
}

export function useMeasures(surveyId?: string) {
  return useQuery(measuresQueryOptions(surveyId));
}
