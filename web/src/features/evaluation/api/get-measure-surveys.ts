import type { SurveySummary } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { measureKeys } from './measure-keys';

/** GET /api/px/survey: the active surveys, for the survey filter and titles of the plan. */
export function useMeasureSurveys() {
  return useQuery({
    queryKey: measureKeys.surveys(),
    queryFn: ({ signal }): Promise<SurveySummary[]> => api('getPxSurvey', { signal }),
    staleTime: 60_000,
  });
}
