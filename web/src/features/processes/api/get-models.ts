import { useQuery } from '@tanstack/react-query';
import { modelsQueryOptions } from '@/lib/api/get-models';

export function useModels() {
  return useQuery(modelsQueryOptions());
}
