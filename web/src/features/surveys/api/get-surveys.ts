import { useQuery } from '@tanstack/react-query';
import { surveysQueryOptions } from '@/lib/api/get-surveys';

export function useSurveys(archived: boolean) {
  return useQuery(surveysQueryOptions(archived));
}
