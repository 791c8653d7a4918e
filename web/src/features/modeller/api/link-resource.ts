import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

export interface ResourceLinkChange {
  readonly uuid: string;
  readonly elementId: string;
  readonly resourceId: string;
  /** true: link; false: remove this one link of the element. */
  readonly linked: boolean;
}

/** POST /api/connectRessourceToModelElement or DELETE /api/connectRessourceToModelElement/element/{id}. */
export async function changeResourceLink(change: ResourceLinkChange): Promise<void> {
  if (change.linked) {
    await api('postConnectRessourceToModelElement', {
      body: { ressourceId: change.resourceId, processId: change.uuid, elementId: [change.elementId] },
    });
    return;
  }
  await api('deleteConnectRessourceToModelElementElementById', {
    path: { id: change.elementId },
    query: { uuid: change.uuid, ressourceId: change.resourceId },
  });
}

export function useChangeResourceLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeResourceLink,
    // The connected flags change too (process objects screen, process list filters).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.resources.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.models.list() }),
      ]),
  });
}
