import { useCallback, useState } from 'react';

export interface Feedback {
  readonly severity: 'info' | 'success' | 'error' | 'warning';
  readonly text: string;
  readonly title?: string;
  /** Shows a spinner (something runs). */
  readonly progress?: boolean;
  /** Closes by itself after this long; errors stay until closed. */
  readonly autoHideMs?: number;
}

/** The one snackbar of a workspace: save feedback, export progress, errors. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<(Feedback & { readonly key: number }) | null>(null);
  const show = useCallback((next: Feedback) => setFeedback({ ...next, key: Date.now() }), []);
  const close = useCallback(() => setFeedback(null), []);
  return { feedback, show, close };
}
