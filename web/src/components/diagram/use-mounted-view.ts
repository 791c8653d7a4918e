import { type RefObject, useEffect, useState } from 'react';

/** Something drawn into a DOM element that must be torn down (a bpmn-js viewer or modeller). */
export interface Destroyable {
  destroy(): void;
}

/** 'idle' until there is something to create; 'rendering' while `create` runs. */
export type MountState = 'idle' | 'rendering' | 'done' | 'failed';

/**
 * Creates a view in `container` (asynchronously: bpmn-js is loaded on demand) and destroys it when
 * `create` changes or the component leaves. A view that finishes after that is destroyed at once,
 * so a fast switch between diagrams never leaves two in one element. `create` null: nothing yet.
 * Keep `create` stable (useCallback/useMemo on what it draws): a new function means a new view.
 * `view` holds the view while it exists (null before and after). Answers the state.
 */
export function useMountedView<V extends Destroyable>(
  container: RefObject<HTMLElement | null>,
  create: ((element: HTMLElement) => Promise<V>) | null,
  view: RefObject<V | null>,
): MountState {
  const [state, setState] = useState<MountState>('idle');

  useEffect(() => {
    if (!create) return;
    let cancelled = false;
    let instance: V | null = null;
    setState('rendering');
    void (async () => {
      try {
        if (!container.current) return;
        instance = await create(container.current);
        if (cancelled) {
          instance.destroy();
          return;
        }
        view.current = instance;
        setState('done');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      instance?.destroy();
      view.current = null;
    };
  }, [container, create, view]);

  return state;
}
