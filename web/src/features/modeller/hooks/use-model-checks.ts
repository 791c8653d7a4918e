import type { ModelCheckFinding } from '@prozesspuls/shared';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { ModellerController } from '../bpmn/controller';

export type ModelChecksResult =
  | { readonly state: 'running' }
  | { readonly state: 'failed' }
  | { readonly state: 'done'; readonly findings: readonly ModelCheckFinding[] };

/**
 * 'Modell prüfen' switched on: the checks run on the diagram and again after every change
 * (`revision` changes with the undo stack), their findings shown on the elements; switched off,
 * the markers go.
 */
export function useModelChecks(
  controller: RefObject<ModellerController | null>,
  ready: boolean,
  revision: unknown,
) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ModelChecksResult>({ state: 'running' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision marks a change of the diagram by design
  useEffect(() => {
    const instance = controller.current;
    if (!instance || !ready) return;
    if (!open) {
      instance.showModelCheckFindings([]);
      return;
    }
    let cancelled = false;
    instance.checkModel().then(
      (findings) => {
        if (cancelled) return;
        setResult({ state: 'done', findings });
        instance.showModelCheckFindings(findings);
      },
      () => {
        if (!cancelled) setResult({ state: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, ready, revision, controller]);

  const toggle = useCallback(() => {
    setResult({ state: 'running' });
    setOpen((was) => !was);
  }, []);

  return { open, result, toggle };
}
