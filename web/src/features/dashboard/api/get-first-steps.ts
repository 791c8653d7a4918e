import type { FirstStepsState } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useRouteQuery } from '@/lib/api/route-query';

export const firstStepsKey = () => ['dashboard', 'first-steps'] as const;

/** GET /api/user/firstSteps: the new client's first-steps checklist (null: none to show). */
export function useFirstSteps() {
  return useRouteQuery(
    firstStepsKey(),
    (signal): Promise<FirstStepsState> => api('getUserFirstSteps', { signal }),
    // Steps are done on other screens: asked again whenever the start page mounts.
    { staleTime: 0 },
  );
}
