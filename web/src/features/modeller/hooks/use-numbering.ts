import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assignElementNumber } from '../api/assign-element-number';
import { assignElementNumbers } from '../api/assign-element-numbers';
import { deleteElementNumber } from '../api/delete-element-number';
import { useElementNumbers } from '../api/get-element-numbers';
import { modellerKeys } from '../api/keys';
import { applyNumberChanges, type NumberEntry } from '../utils/numbering';

/**
 * The model's element numbers as the page shows them. Numbers are stored on the server right
 * away (not with the diagram); a deleted element gives its number back, and undoing the delete
 * asks for it again.
 */
export function useNumbering(uuid: string, enabled = true) {
  const queryClient = useQueryClient();
  const query = useElementNumbers(uuid, enabled);
  const [numbers, setNumbers] = useState<ReadonlyMap<string, string>>(new Map());
  const numbersRef = useRef(numbers);
  numbersRef.current = numbers;
  const deleted = useRef(new Map<string, string>());

  useEffect(() => {
    if (!query.data) return;
    setNumbers(new Map(query.data.map((entry) => [entry.elementId, entry.number])));
  }, [query.data]);

  const assign = useCallback(
    async (elementId: string, number: string, renumber: boolean) => {
      const changes = await assignElementNumber(uuid, elementId, number, renumber);
      setNumbers((current) => applyNumberChanges(current, changes));
    },
    [uuid],
  );

  /** Many free numbers in one call; the page shows those the server wrote. */
  const assignMany = useCallback(
    async (entries: readonly NumberEntry[]) => {
      const result = await assignElementNumbers(uuid, entries);
      setNumbers((current) => applyNumberChanges(current, result.numbers));
      return result;
    },
    [uuid],
  );

  const remove = useCallback(
    async (elementId: string) => {
      await deleteElementNumber(uuid, elementId);
      setNumbers((current) => {
        const next = new Map(current);
        next.delete(elementId);
        return next;
      });
    },
    [uuid],
  );

  const onElementDeleted = useCallback(
    (elementId: string) => {
      const number = numbersRef.current.get(elementId);
      if (number === undefined) return;
      deleted.current.set(elementId, number);
      void remove(elementId).catch(() => undefined);
    },
    [remove],
  );

  const onElementRestored = useCallback(
    (elementId: string) => {
      const number = deleted.current.get(elementId);
      if (number === undefined) return;
      deleted.current.delete(elementId);
      // Only if nobody took the number meanwhile; never renumber others behind the user's back.
      void assign(elementId, number, false).catch(() => undefined);
    },
    [assign],
  );

  /** After a save: numbers of elements that are no longer in the diagram are deleted. */
  const removeOrphans = useCallback(
    (exists: (elementId: string) => boolean) => {
      for (const elementId of numbersRef.current.keys()) {
        if (!exists(elementId)) void remove(elementId).catch(() => undefined);
      }
    },
    [remove],
  );

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: modellerKeys.numbers(uuid) }),
    [queryClient, uuid],
  );

  return {
    numbers,
    assign,
    assignMany,
    remove,
    onElementDeleted,
    onElementRestored,
    removeOrphans,
    reload,
  };
}
