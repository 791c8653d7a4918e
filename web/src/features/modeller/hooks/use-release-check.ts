import { type ModelCheckFinding, releaseBlockedBy } from '@prozesspuls/shared';
import { useCallback, useEffect, useState } from 'react';
import type { ModellerController } from '../bpmn/controller';

export type ReleaseCheck =
  | { readonly state: 'checking' }
  /** Errors: the request cannot be sent until they are fixed. */
  | { readonly state: 'blocked'; readonly findings: readonly ModelCheckFinding[] }
  /** Warnings only: the user may acknowledge them and send anyway. */
  | { readonly state: 'warned'; readonly findings: readonly ModelCheckFinding[] }
  /** No findings, or warnings acknowledged: the request form is shown. */
  | { readonly state: 'passed'; readonly findings: readonly ModelCheckFinding[] };

/**
 * The model checks before a release request: they run when the request dialog opens, and their
 * findings are marked on the elements too. A check that fails to run does not hold the user up:
 * the server runs the same checks on the request and refuses a model with errors.
 */
export function useReleaseCheck(controller: ModellerController | null) {
  const [check, setCheck] = useState<ReleaseCheck>({ state: 'checking' });

  useEffect(() => {
    if (!controller) {
      setCheck({ state: 'passed', findings: [] });
      return;
    }
    let cancelled = false;
    controller.checkModel().then(
      (findings) => {
        if (cancelled) return;
        controller.showModelCheckFindings(findings);
        setCheck(
          findings.length === 0
            ? { state: 'passed', findings }
            : { state: releaseBlockedBy(findings) ? 'blocked' : 'warned', findings },
        );
      },
      () => {
        if (!cancelled) setCheck({ state: 'passed', findings: [] });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [controller]);

  const acknowledge = useCallback(
    () => setCheck((current) => (current.state === 'warned' ? { ...current, state: 'passed' } : current)),
    [],
  );

  return { check, acknowledge };
}
