import { useEffect, useRef } from 'react';

export interface CtrlShortcutOptions {
  /** Leaves the key to the browser while the focus is inside a dialog over the modeller. */
  readonly notInDialogs?: boolean;
}

/**
 * Ctrl+`key` (⌘ on macOS, never with Alt) calls `action` instead of the browser's own command
 * while `enabled`; the latest `action` is called, so callers need not memoise it.
 */
export function useCtrlShortcut(
  key: string,
  enabled: boolean,
  action: () => void,
  { notInDialogs = false }: CtrlShortcutOptions = {},
): void {
  const latestAction = useRef(action);
  latestAction.current = action;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== key) return;
      if (notInDialogs && event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      latestAction.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [key, enabled, notInDialogs]);
}
