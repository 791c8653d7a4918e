import { type SetStateAction, useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether a panel beside the canvas is open, remembered in this browser under `key` (closed until
 * opened once), so the workspace comes back as the user left it.
 */
export function useRememberedPanel(key: string) {
  const [open, setOpenState] = useState(() => read(key));
  const setOpen = useCallback(
    (next: SetStateAction<boolean>) => {
      setOpenState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        try {
          window.localStorage.setItem(key, String(value));
        } catch {
          // The panel still opens and closes for this page.
        }
        return value;
      });
    },
    [key],
  );
  return [open, setOpen] as const;
}
