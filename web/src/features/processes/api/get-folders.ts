import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { processKeys } from './keys';

/** GET /api/folder — the folders the user may see, Default first, each with its visible models. */
export function foldersQueryOptions() {
  return routeQueryOptions(processKeys.folders(), (signal) => api('getFolder', { signal }));
}

export function useFolders() {
  return useQuery(foldersQueryOptions());
}
