import { useEffect, useRef } from 'react';

/** Ctrl+S (⌘S) calls `save` while `enabled` instead of the browser's 'save page'. */
export function useSaveShortcut(enabled: boolean, save: () => void): void {
  const latestSave = useRef(save);
  latestSave.current = save;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latestSave.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
