import type { UserDetails } from '@prozesspuls/shared';
import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session/use-session';

/**
 * PX mode of the modeller (seed 000 §4): only with pxEval or pxWrite rights. Its state is the
 * address (`?mode=px`, with `surveyId` opening a survey's evaluation, seed 002 §2.11), so a link
 * from the survey list opens it. Minimal version for the PX overview; the header's switch
 * (helper PXQ) owns this hook.
 */
export function usePxMode() {
  const [params, setParams] = useSearchParams();
  const userId = useSession()?.userId ?? '';
  // The signed-in user's details, cached by the route (app/routes/model-edit-modeller.tsx).
  const user = useQuery<UserDetails>({ queryKey: ['users', 'detail', userId], enabled: false });
  const permissions = user.data?.permissions ?? {};
  const canEvalPx = hasAnyPermission(permissions, ['PX_EVAL']);
  const canWritePx = hasAnyPermission(permissions, ['PX_WRITE']);
  const canTogglePx = canEvalPx || canWritePx;
  const pxMode = canTogglePx && params.get('mode') === 'px';
  const setPxMode = useCallback(
    (on: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set('mode', 'px');
          else {
            next.delete('mode');
            next.delete('surveyId');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { pxMode, canTogglePx, setPxMode, canWritePx, canEvalPx };
}
