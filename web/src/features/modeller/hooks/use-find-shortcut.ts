import { useEffect, useRef } from 'react';

/**
 * Ctrl+F (⌘F) calls `open` instead of the browser's find while `enabled` (the visible modeller
 * tab): outside the modeller, and inside a dialog over it, the browser's find stays.
 */
export function useFindShortcut(enabled: boolean, open: () => void): void {
  const latestOpen = useRef(open);
  latestOpen.current = open;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'f') return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      latestOpen.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
