import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { importOrDestroy } from './viewer-zoom';

/**
 * A read-only diagram (bpmn-js NavigatedViewer: pan and zoom) with `xml` imported. Only lazily
 * loaded modules may import this file, so bpmn-js stays out of every chunk a page loads up front.
 */
export async function createReadOnlyViewer(container: HTMLElement, xml: string): Promise<NavigatedViewer> {
  const viewer = new NavigatedViewer({ container });
  await importOrDestroy(viewer, xml);
  return viewer;
}

interface GraphicsRegistry {
  getGraphics(elementId: string): SVGElement | undefined;
}

/**
 * Sets style properties on an element's drawn shape: bpmn-js draws colours inline, so a CSS class
 * could not override them. An element without graphics is left alone.
 */
export function styleShape(
  registry: GraphicsRegistry,
  elementId: string,
  style: Readonly<Record<string, string>>,
): void {
  const shape = registry.getGraphics(elementId)?.querySelector<SVGElement>('.djs-visual > :first-child');
  for (const [property, value] of Object.entries(style)) shape?.style.setProperty(property, value);
}
