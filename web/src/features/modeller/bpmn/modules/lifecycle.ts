import PpLifecycle from '../PpLifecycle';

/** Reports deletions, restores, undo-stack and selection changes to the page as `pp.*` events. */
export const ppLifecycleModule = {
  __init__: ['ppLifecycle'],
  ppLifecycle: ['type', PpLifecycle],
};
