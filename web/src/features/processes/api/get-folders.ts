import type { FolderDetails } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { processKeys } from './keys';

/** GET /api/folder — the folders the user may see, Default first, each with its visible models. */
export function getFolders(signal?: AbortSignal): Promise<FolderDetails[]> {
  return api('getFolder', { signal });
}

export function foldersQueryOptions() {
  return queryOptions({ queryKey: processKeys.folders(), queryFn: ({ signal }) => getFolders(signal) });
}

export function useFolders() {
  return useQuery(foldersQueryOptions());
}
