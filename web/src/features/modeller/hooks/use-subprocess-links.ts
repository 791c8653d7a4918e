import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useLinks } from '../api/get-links';
import { modellerKeys } from '../api/keys';
import { setLink } from '../api/set-link';

export interface LinkTarget {
  readonly linkedUuid: string;
  readonly linkedFileName: string;
}

/** The model's subprocess links; a deleted subprocess loses its link, undo restores it. */
export function useSubprocessLinks(uuid: string, enabled = true) {
  const queryClient = useQueryClient();
  const query = useLinks(uuid, enabled);
  const links = useMemo(
    () =>
      new Map<string, LinkTarget>(
        (query.data ?? []).map((link) => [
          link.elementId,
          { linkedUuid: link.linkedUuid, linkedFileName: link.linkedFileName },
        ]),
      ),
    [query.data],
  );
  const linksRef = useRef(links);
  linksRef.current = links;
  const deleted = useRef(new Map<string, LinkTarget>());

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: modellerKeys.links(uuid) }),
    [queryClient, uuid],
  );

  const link = useCallback(
    async (elementId: string, linkedUuid: string | null) => {
      await setLink(uuid, elementId, linkedUuid);
      await reload();
    },
    [uuid, reload],
  );

  const onElementDeleted = useCallback(
    (elementId: string) => {
      const target = linksRef.current.get(elementId);
      if (!target) return;
      deleted.current.set(elementId, target);
      void link(elementId, null).catch(() => undefined);
    },
    [link],
  );

  const onElementRestored = useCallback(
    (elementId: string) => {
      const target = deleted.current.get(elementId);
      if (!target) return;
      deleted.current.delete(elementId);
      void link(elementId, target.linkedUuid).catch(() => undefined);
    },
    [link],
  );

  return { links, link, onElementDeleted, onElementRestored, reload };
}
