import IndexedOverlays from '../IndexedOverlays';

/**
 * Replaces diagram-js's overlay service (same name): one badge per element stays linear. Loaded
 * after bpmn-js's own modules, so this registration wins.
 */
export const indexedOverlaysModule = {
  overlays: ['type', IndexedOverlays],
};
