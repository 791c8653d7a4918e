import ExactPanCanvas from '../ExactPanCanvas';

/**
 * Replaces diagram-js's canvas (same name) by one whose pan never changes the zoom by a rounding
 * error. Loaded after bpmn-js's own modules, so this registration wins.
 */
export const ppExactPanModule = {
  canvas: ['type', ExactPanCanvas],
};
