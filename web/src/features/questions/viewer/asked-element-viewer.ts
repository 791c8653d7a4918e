import { createReadOnlyViewer, styleShape } from '@/components/diagram/read-only-viewer';
import { fitAtMostFullSize } from '@/components/diagram/viewer-zoom';

/** The marker class of the asked element (tests and styles find it by this name). */
export const ASKED_MARKER = 'pp-asked-element';
export const ASKED_COLOR = '#d32f2f';

interface CanvasLike {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  addMarker(elementId: string, marker: string): void;
}

interface ElementRegistryLike {
  getGraphics(elementId: string): SVGElement | undefined;
}

export interface AskedElementViewer {
  destroy(): void;
}

/**
 * A read-only diagram (pan and zoom, bpmn-js NavigatedViewer; this module is loaded lazily, so
 * bpmn-js stays out of every other chunk) with the asked element highlighted red.
 */
export async function createAskedElementViewer(
  container: HTMLElement,
  xml: string,
  elementId: string,
): Promise<AskedElementViewer> {
  const viewer = await createReadOnlyViewer(container, xml);
  const canvas = viewer.get('canvas') as CanvasLike;
  fitAtMostFullSize(canvas);
  const registry = viewer.get('elementRegistry') as ElementRegistryLike;
  // The element may no longer be in the diagram: the diagram is still worth showing.
  if (registry.getGraphics(elementId)) {
    canvas.addMarker(elementId, ASKED_MARKER);
    styleShape(registry, elementId, { stroke: ASKED_COLOR, 'stroke-width': '3px', fill: '#ffebee' });
  }
  return { destroy: () => viewer.destroy() };
}
