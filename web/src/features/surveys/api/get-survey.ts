import { useQuery } from '@tanstack/react-query';
import { surveyQueryOptions } from '@/lib/api/get-survey';

export function useSurvey(id: string | null) {
  return useQuery({ ...surveyQueryOptions(id ?? ''), enabled: id !== null });
}
