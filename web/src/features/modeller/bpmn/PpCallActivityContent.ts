import type {
  BusinessObject,
  CanvasLike,
  ElementRegistryLike,
  EventBusLike,
  TextRendererLike,
} from './types';

interface Point {
  readonly x: number;
  readonly y: number;
}

interface Bounds extends Point {
  readonly width: number;
  readonly height: number;
}

/** A shape or edge of a plane, as bpmn-moddle reads it. */
interface DiElement {
  readonly $type: string;
  readonly bounds?: Bounds;
  readonly waypoint?: readonly Point[];
  readonly label?: { readonly bounds?: Bounds };
  readonly isExpanded?: boolean;
  readonly bpmnElement?: BusinessObject;
}

interface BpmnRendererLike {
  drawShape(parent: SVGElement, element: unknown): SVGElement;
  drawConnection(parent: SVGElement, element: unknown): SVGElement;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
export const CALL_ACTIVITY_CONTENT = 'pp-call-activity-content';

/** Whether a point lies in a box (its edge included). */
const inside = (point: Point, box: Bounds) =>
  point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;

const centre = (box: Bounds): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * Which undrawn shapes and edges of a plane belong to which expanded call activity: those whose
 * centre (edges: every waypoint) lies inside its box. What lies in none stays undrawn.
 */
export function contentOfCallActivities<
  T extends { readonly bounds?: Bounds; readonly waypoint?: readonly Point[] },
>(
  activities: readonly { readonly id: string; readonly bounds: Bounds }[],
  undrawn: readonly T[],
): Map<string, T[]> {
  const content = new Map<string, T[]>();
  for (const element of undrawn) {
    const points = element.bounds ? [centre(element.bounds)] : (element.waypoint ?? []);
    if (points.length === 0) continue;
    const home = activities.find((activity) => points.every((point) => inside(point, activity.bounds)));
    if (home) content.set(home.id, [...(content.get(home.id) ?? []), element]);
  }
  return content;
}

/**
 * The content of an expanded call activity (the called process's shapes and edges that the file
 * draws inside it, e.g. MIWG B.1.0) is drawn read-only inside the activity. bpmn-js draws a call
 * activity collapsed and leaves that DI out; PpPreserveDi writes it back on save unchanged. The
 * drawing lives in the activity's own SVG group beside its visual, so it moves with the activity,
 * takes no clicks (a click selects the call activity) and is no element the user could edit, number
 * or comment on. bpmn-js's own renderer draws it, so it looks like the rest of the diagram.
 */
export default class PpCallActivityContent {
  static $inject = ['eventBus', 'canvas', 'elementRegistry', 'bpmnRenderer', 'textRenderer'];

  constructor(
    eventBus: EventBusLike,
    private readonly canvas: CanvasLike,
    private readonly elementRegistry: ElementRegistryLike,
    private readonly bpmnRenderer: BpmnRendererLike,
    private readonly textRenderer: TextRendererLike,
  ) {
    eventBus.on('import.render.complete', () => this.draw());
  }

  private draw(): void {
    const plane = (this.canvas.getRootElement() as { di?: { planeElement?: readonly DiElement[] } }).di;
    const activities = this.elementRegistry
      .filter((element) => element.type === 'bpmn:CallActivity' && element.di?.isExpanded === true)
      .flatMap((element) => {
        const bounds = (element.di as DiElement | undefined)?.bounds;
        return bounds ? [{ id: element.id, bounds, element }] : [];
      });
    if (!plane?.planeElement || activities.length === 0) return;
    const undrawn = plane.planeElement.filter(
      (di) =>
        di.bpmnElement && this.elementRegistry.get(di.bpmnElement.id)?.businessObject !== di.bpmnElement,
    );
    const content = contentOfCallActivities(activities, undrawn);
    for (const activity of activities) {
      const elements = content.get(activity.id);
      const gfx = this.elementRegistry.getGraphics(activity.element);
      if (!elements || !gfx) continue;
      gfx.querySelector(`.${CALL_ACTIVITY_CONTENT}`)?.remove();
      gfx.append(this.contentGroup(activity.id, activity.bounds, elements));
    }
  }

  private contentGroup(activityId: string, origin: Point, elements: readonly DiElement[]): SVGGElement {
    const group = document.createElementNS(SVG_NS, 'g');
    group.setAttribute('class', CALL_ACTIVITY_CONTENT);
    group.setAttribute('data-element-id', activityId);
    group.setAttribute('pointer-events', 'none');
    // Edges first, so shapes cover their ends as in the file's own drawing.
    const ordered = [...elements.filter((di) => di.waypoint), ...elements.filter((di) => di.bounds)];
    for (const di of ordered) {
      const part = document.createElementNS(SVG_NS, 'g');
      part.setAttribute('class', `${CALL_ACTIVITY_CONTENT}-element`);
      part.setAttribute('data-content-id', di.bpmnElement?.id ?? '');
      try {
        this.drawPart(part, di, origin);
        group.append(part);
      } catch {
        // A kind bpmn-js cannot draw out of its context is left out of the picture (never out of the file).
      }
    }
    return group;
  }

  private drawPart(part: SVGGElement, di: DiElement, origin: Point): void {
    const businessObject = di.bpmnElement;
    if (!businessObject) return;
    const base = { id: businessObject.id, type: businessObject.$type, businessObject, di };
    if (di.waypoint) {
      const waypoints = di.waypoint.map((point) => ({ x: point.x - origin.x, y: point.y - origin.y }));
      this.bpmnRenderer.drawConnection(part, { ...base, waypoints });
      return;
    }
    const bounds = di.bounds;
    if (!bounds) return;
    part.setAttribute('transform', `translate(${bounds.x - origin.x} ${bounds.y - origin.y})`);
    this.bpmnRenderer.drawShape(part, { ...base, x: 0, y: 0, width: bounds.width, height: bounds.height });
    this.drawExternalLabel(part, di, bounds);
  }

  /** Events, gateways and data carry their name beside them, where the file's label bounds say. */
  private drawExternalLabel(part: SVGGElement, di: DiElement, bounds: Bounds): void {
    const name = di.bpmnElement?.name?.trim();
    const type = di.bpmnElement?.$type ?? '';
    if (!name || !/Event$|Gateway$|^bpmn:Data/.test(type)) return;
    const label = di.label?.bounds ?? {
      x: bounds.x - 25,
      y: bounds.y + bounds.height + 5,
      width: 90,
      height: 20,
    };
    const text = this.textRenderer.createText(name, {
      box: { width: label.width, height: label.height },
      align: 'center-top',
    });
    text.setAttribute('transform', `translate(${label.x - bounds.x} ${label.y - bounds.y})`);
    part.append(text);
  }
}
