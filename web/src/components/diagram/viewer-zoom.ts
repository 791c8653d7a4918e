/** What these helpers need of a bpmn-js viewer (structural, so no bpmn-js import reaches this file). */
interface XmlViewer {
  importXML(xml: string): Promise<unknown>;
  destroy(): void;
}

interface ZoomableCanvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
}

export type ZoomAction = 'in' | 'out' | 'fit';

/** Imports the diagram into a viewer made for it; if that fails the viewer is destroyed and the error passed on. */
export async function importOrDestroy(viewer: XmlViewer, xml: string): Promise<void> {
  try {
    await viewer.importXML(xml);
  } catch (error) {
    viewer.destroy();
    throw error;
  }
}

/** The whole diagram in view, never enlarged beyond 100 %. */
export function fitAtMostFullSize(canvas: ZoomableCanvas): void {
  canvas.zoom('fit-viewport', 'auto');
  if (canvas.zoom() > 1) canvas.zoom(1, 'auto');
}

/** The zoom buttons of a read-only diagram: 20 % in or out, or fit. */
export function zoomCanvas(canvas: ZoomableCanvas, action: ZoomAction): void {
  if (action === 'fit') fitAtMostFullSize(canvas);
  else canvas.zoom(canvas.zoom() * (action === 'in' ? 1.2 : 1 / 1.2));
}
