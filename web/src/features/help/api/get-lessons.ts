import { api } from '@/lib/api/call';
import { NEVER_STALE, useRouteQuery } from '@/lib/api/route-query';
import { helpKeys } from './keys';

/**
 * GET /api/help/lesson — the lessons sorted by number, with links to their files and the own
 * progress. Read once per visit: a reload would sign new links and restart a playing video, so
 * progress updates are written into this cache instead (save-lesson-progress.ts).
 */
export function useLessons() {
  return useRouteQuery(helpKeys.lessons(), (signal) => api('getHelpLesson', { signal }), {
    ...NEVER_STALE,
    refetchOnWindowFocus: false,
  });
}
