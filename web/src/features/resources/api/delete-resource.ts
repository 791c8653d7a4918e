import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** DELETE /api/connectedRessource/{id}: refused (409) while the object is linked to an element. */
export function deleteResource(id: string): Promise<void> {
  return api('deleteConnectedRessourceById', { path: { id } });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.resources.all }),
  });
}
