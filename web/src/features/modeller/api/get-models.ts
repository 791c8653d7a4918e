import { useQuery } from '@tanstack/react-query';
import { modelsQueryOptions } from '@/lib/api/get-models';

/** The client's models the user may see (subprocess link candidates). */
export function useModels(enabled: boolean) {
  return useQuery({ ...modelsQueryOptions(), enabled, staleTime: 30_000 });
}
