import { useCallback, useState } from 'react';

const keyOf = (userId: string) => `prozesspuls.modeller.minimap.${userId}`;

function read(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) === 'true';
  } catch {
    return false;
  }
}

/** 'Übersichtskarte': off until the user switches it on, then remembered per user in this browser. */
export function useMinimapSetting(userId: string) {
  const [minimap, setMinimap] = useState(() => read(userId));
  const toggleMinimap = useCallback(() => {
    setMinimap((shown) => {
      try {
        window.localStorage.setItem(keyOf(userId), String(!shown));
      } catch {
        // The switch still works for this page.
      }
      return !shown;
    });
  }, [userId]);
  return { minimap, toggleMinimap };
}
