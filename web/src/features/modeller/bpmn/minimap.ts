import {
  type Box,
  fromMinimap,
  type MinimapTransform,
  minimapTransform,
  toMinimap,
  unionBox,
  viewboxCenteredAt,
} from '../utils/minimap-geometry';
import type { CanvasLike, DiagramElement, ElementRegistryLike, EventBusLike } from './types';

/** What the minimap follows (ModellerController.minimapServices). */
export interface MinimapServices {
  readonly canvas: CanvasLike;
  readonly elementRegistry: ElementRegistryLike;
  readonly eventBus: EventBusLike;
}

interface Bounded extends DiagramElement {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly waypoints?: readonly { readonly x: number; readonly y: number }[];
}

const SVG = 'http://www.w3.org/2000/svg';
const REDRAW_EVENTS = ['import.done', 'elements.changed', 'root.set', 'canvas.resized'];

function node<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, String(value));
  return element;
}

/** The element's plane: the root it is drawn on (collapsed subprocesses have their own). */
function rootOf(element: DiagramElement): DiagramElement {
  let current = element;
  while (current.parent) current = current.parent;
  return current;
}

/**
 * A light minimap: the shapes of the visible diagram as outlines and the flows as lines, plus a frame
 * of the visible part. Unlike diagram-js-minimap it draws no second copy of every shape's SVG, so it
 * costs little even for large diagrams. A click or drag on it moves the canvas there. Answers the
 * function that removes it.
 */
export function mountMinimap(
  host: HTMLElement,
  { canvas, elementRegistry, eventBus }: MinimapServices,
): () => void {
  const size = { width: host.clientWidth || 220, height: host.clientHeight || 150 };
  const svg = node('svg', { width: size.width, height: size.height, 'data-testid': 'minimap-svg' });
  const content = node('g', { class: 'pp-minimap-content' });
  const frame = node('rect', {
    class: 'pp-minimap-viewport',
    fill: 'rgba(25, 118, 210, 0.08)',
    stroke: '#1976d2',
    'stroke-width': 1.5,
  });
  svg.append(content, frame);
  host.append(svg);
  let transform: MinimapTransform = { scale: 1, offsetX: 0, offsetY: 0 };
  let frameRequest = 0;
  let redrawRequest = 0;

  const world = (): Box => {
    const viewbox = canvas.viewbox();
    const inner = viewbox.inner.width > 0 ? viewbox.inner : viewbox;
    return unionBox(inner, viewbox);
  };

  const drawFrame = () => {
    frameRequest = 0;
    const box = toMinimap(canvas.viewbox(), transform);
    frame.setAttribute('x', String(box.x));
    frame.setAttribute('y', String(box.y));
    frame.setAttribute('width', String(Math.max(box.width, 2)));
    frame.setAttribute('height', String(Math.max(box.height, 2)));
  };

  const redraw = () => {
    redrawRequest = 0;
    transform = minimapTransform(world(), size);
    const root = canvas.getRootElement();
    content.replaceChildren();
    for (const element of elementRegistry.getAll() as Bounded[]) {
      if (element === root || element.labelTarget || !element.parent || rootOf(element) !== root) continue;
      if (element.waypoints) {
        const points = element.waypoints
          .map((point) => toMinimap({ ...point, width: 0, height: 0 }, transform))
          .map((point) => `${point.x},${point.y}`)
          .join(' ');
        content.append(node('polyline', { points, fill: 'none', stroke: '#9e9e9e', 'stroke-width': 0.75 }));
      } else {
        const box = toMinimap(element, transform);
        content.append(
          node('rect', {
            x: box.x,
            y: box.y,
            width: Math.max(box.width, 1),
            height: Math.max(box.height, 1),
            rx: Math.min(2, box.width / 4),
            fill: 'none',
            stroke: '#616161',
            'stroke-width': 0.75,
          }),
        );
      }
    }
    drawFrame();
  };

  const scheduleFrame = () => {
    // The visible part can move beyond the drawn world: then the whole map is redrawn.
    const box = toMinimap(canvas.viewbox(), transform);
    const outside =
      box.x < 0 || box.y < 0 || box.x + box.width > size.width || box.y + box.height > size.height;
    if (outside) scheduleRedraw();
    else if (!frameRequest) frameRequest = window.requestAnimationFrame(drawFrame);
  };
  const scheduleRedraw = () => {
    if (!redrawRequest) redrawRequest = window.requestAnimationFrame(redraw);
  };

  const moveTo = (event: PointerEvent) => {
    const rect = svg.getBoundingClientRect();
    const center = fromMinimap({ x: event.clientX - rect.left, y: event.clientY - rect.top }, transform);
    canvas.viewbox(viewboxCenteredAt(canvas.viewbox(), center));
  };
  const onPointerDown = (event: PointerEvent) => {
    event.preventDefault();
    svg.setPointerCapture(event.pointerId);
    moveTo(event);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (svg.hasPointerCapture(event.pointerId)) moveTo(event);
  };
  svg.addEventListener('pointerdown', onPointerDown);
  svg.addEventListener('pointermove', onPointerMove);
  eventBus.on('canvas.viewbox.changed', scheduleFrame);
  eventBus.on(REDRAW_EVENTS, scheduleRedraw);
  redraw();

  return () => {
    eventBus.off('canvas.viewbox.changed', scheduleFrame);
    eventBus.off(REDRAW_EVENTS, scheduleRedraw);
    window.cancelAnimationFrame(frameRequest);
    window.cancelAnimationFrame(redrawRequest);
    svg.remove();
  };
}
