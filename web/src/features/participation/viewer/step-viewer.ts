import { createReadOnlyViewer, styleShape } from '@/components/diagram/read-only-viewer';
import { type Box, enclosingBox, stepViewBox } from '../utils/step-zoom';

/** The marker class of the step a page asks about (tests and styles find it by this name). */
export const STEP_MARKER = 'pp-asked-step';

interface Shape {
  readonly x?: number;
  readonly y?: number;
  readonly width?: number;
  readonly height?: number;
  readonly waypoints?: readonly { readonly x: number; readonly y: number }[];
}

interface CanvasLike {
  getSize(): { width: number; height: number };
  viewbox(box?: Box): unknown;
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  addMarker(elementId: string, marker: string): void;
}

interface ElementRegistryLike {
  get(elementId: string): Shape | undefined;
  getGraphics(elementId: string): SVGElement | undefined;
}

/** The bounds of a shape, or of a connection's waypoints. */
function boundsOf(shape: Shape): Box | null {
  if (shape.waypoints && shape.waypoints.length > 0) {
    return enclosingBox(shape.waypoints.map((point) => ({ x: point.x, y: point.y, width: 0, height: 0 })));
  }
  if (shape.x === undefined || shape.y === undefined) return null;
  return { x: shape.x, y: shape.y, width: shape.width ?? 0, height: shape.height ?? 0 };
}

export interface StepViewer {
  destroy(): void;
}

/**
 * The small read-only diagram of one step (bpmn-js NavigatedViewer: pan and zoom; this module is
 * loaded only on process-survey pages, so bpmn-js is in no other chunk the page loads), zoomed to
 * the step and its direct neighbours, the step marked. Without a shape for the step (a process
 * without pool) the whole diagram is shown.
 */
export async function createStepViewer(
  container: HTMLElement,
  xml: string,
  focusId: string | null,
  neighbourIds: readonly string[],
): Promise<StepViewer> {
  const viewer = await createReadOnlyViewer(container, xml);
  const canvas = viewer.get('canvas') as CanvasLike;
  const registry = viewer.get('elementRegistry') as ElementRegistryLike;
  const focus = focusId ? registry.get(focusId) : undefined;
  if (focusId && focus) {
    canvas.addMarker(focusId, STEP_MARKER);
    // The step is outlined in the tenant's colour; the marker class stays for styles and tests.
    styleShape(registry, focusId, { stroke: 'var(--pp-tenant-color, #fc9861)', 'stroke-width': '4px' });
    const content = enclosingBox(
      [focus, ...neighbourIds.flatMap((id) => registry.get(id) ?? [])].flatMap(
        (shape) => boundsOf(shape) ?? [],
      ),
    );
    if (content) canvas.viewbox(stepViewBox(content, canvas.getSize()));
  } else {
    canvas.zoom('fit-viewport', 'auto');
  }
  return { destroy: () => viewer.destroy() };
}
