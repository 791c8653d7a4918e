import { useEffect, useState } from 'react';

/**
 * Full screen: the workspace covers the window (dialogs still open above it) and the browser
 * hides its own frame where it allows; Esc in the browser's full screen ends both.
 */
export function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    if (!fullscreen) return;
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [fullscreen]);
  const toggleFullscreen = () => {
    const next = !fullscreen;
    setFullscreen(next);
    if (next && !document.fullscreenElement) {
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
    } else if (!next && document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    }
  };
  return { fullscreen, toggleFullscreen };
}
