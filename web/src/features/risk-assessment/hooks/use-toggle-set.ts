import { useState } from 'react';

/**
 * The ids ticked in a checkbox list: the set, the toggle of one id and the setter (to clear the
 * list after saving).
 */
export function useToggleSet(initial: () => ReadonlySet<string>) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(initial);
  const toggle = (id: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return [ticked, toggle, setTicked] as const;
}
