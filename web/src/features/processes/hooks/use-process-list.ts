import { useMemo } from 'react';
import { useFolders } from '../api/get-folders';
import { useModels } from '../api/get-models';
import { groupByFolder } from '../utils/filter';

/**
 * Folders and models of the list with a loading progress from 0 to 100; the list shows only at
 * 100.
 */
export function useProcessList() {
  const folders = useFolders();
  const models = useModels();
  const queries = [folders, models];
  const progress = Math.round((100 * queries.filter((query) => query.isSuccess).length) / queries.length);
  const groups = useMemo(
    () => (folders.data && models.data ? groupByFolder(folders.data, models.data) : []),
    [folders.data, models.data],
  );
  const error = folders.error ?? models.error;
  return {
    progress,
    ready: progress === 100,
    folders: folders.data ?? [],
    models: models.data ?? [],
    groups,
    error,
    retry: () => {
      if (folders.isError) void folders.refetch();
      if (models.isError) void models.refetch();
    },
  };
}
