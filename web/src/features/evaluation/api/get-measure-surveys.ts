import { useQuery } from '@tanstack/react-query';
import { surveysQueryOptions } from '@/lib/api/get-surveys';

/** The active surveys, for the survey filter and titles of the plan. */
export function useMeasureSurveys() {
  return useQuery(surveysQueryOptions(false));
}
