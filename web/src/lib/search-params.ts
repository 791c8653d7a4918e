import type { SetURLSearchParams } from 'react-router';

/**
 * Changes the page's query in place (`replace`: no new history entry), so a tab or a choice that
 * lives in the URL can be linked without every click adding a back step.
 */
export function replaceSearchParams(
  setParams: SetURLSearchParams,
  change: (params: URLSearchParams) => void,
): void {
  setParams(
    (current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    },
    { replace: true },
  );
}
