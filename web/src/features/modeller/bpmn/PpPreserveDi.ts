import type { EventBusLike } from './types';

/**
 * A save must never drop or rewrite what the modeller did not show or change. bpmn-js
 * does three things to an imported file that this service takes back when the XML is written:
 *
 * 1. On save it rebuilds every plane's list of shapes and edges from what is drawn (BpmnDiOrdering),
 *    dropping DI it does not draw: the content of an expanded call activity, edges without a
 *    semantic element (a vendor's association to a flow), shapes of processes no pool shows.
 *    Those are put back at their places in the list. (PpCallActivityContent draws the content of an
 *    expanded call activity read-only; it stays no element of the canvas.)
 * 2. On import it moves the shapes inside a collapsed subprocess that the file keeps in the parent's
 *    plane into a new diagram of their own, shifted to the origin (SubprocessCompatibility), so the
 *    subprocess can be drilled into. The file is written with them back in the parent's plane at
 *    their own coordinates, and without the added diagram; the canvas keeps its drill-down.
 * 3. It makes the marker of every exclusive gateway whose DI does not say `isMarkerVisible` visible.
 *    The attribute is left out again for those gateways, as the file had it.
 * Changes the user made stay: moved or new shapes in a drilled-into subprocess go back with it.
 */

interface Point {
  x: number;
  y: number;
}

interface DiElement {
  readonly $type: string;
  bounds?: Point;
  waypoint?: Point[];
  isMarkerVisible?: boolean;
  readonly bpmnElement?: { readonly $type?: string } | undefined;
  get(name: string): unknown;
}

interface Plane {
  planeElement: DiElement[];
  get(name: 'planeElement'): DiElement[];
  set(name: 'planeElement', value: DiElement[]): void;
}

interface Diagram {
  readonly plane?: Plane | undefined;
}

interface Definitions {
  readonly diagrams: Diagram[];
}

/** A diagram bpmn-js added for a collapsed subprocess, and where its shapes came from. */
interface AddedDiagram {
  readonly diagram: Diagram;
  /** The plane the shapes were in (the new shapes of the user go there too). */
  readonly home: Plane;
  /** How far bpmn-js moved them (original minus now). */
  readonly offset: Point;
}

// BpmnDiOrdering rebuilds the planes at 2000 on saveXML.start; SubprocessCompatibility moves at 1500
// on import.render.start.
const BEFORE_BPMN_JS = 2500;
const AFTER_BPMN_JS = 1000;

function shift(element: DiElement, by: Point): void {
  if (element.bounds) {
    element.bounds.x += by.x;
    element.bounds.y += by.y;
  }
  for (const point of element.waypoint ?? []) {
    point.x += by.x;
    point.y += by.y;
  }
}

const anchor = (element: DiElement): Point | undefined => element.bounds ?? element.waypoint?.[0];

/**
 * The new list of a plane: bpmn-js's order for what it draws, and every element it dropped at the
 * place it had before (so the order other tools draw in stays).
 */
export function mergePlaneElements<T>(before: readonly T[], rebuilt: readonly T[]): T[] {
  const drawn = new Set(rebuilt);
  const queue = [...rebuilt];
  const merged: T[] = [];
  for (const element of before) {
    if (!drawn.has(element)) merged.push(element);
    else {
      const next = queue.shift();
      if (next !== undefined) merged.push(next);
    }
  }
  return [...merged, ...queue];
}

export default class PpPreserveDi {
  static $inject = ['eventBus'];

  private added: AddedDiagram[] = [];
  private implicitMarkers = new Set<DiElement>();
  private beforeSave = new Map<Plane, DiElement[]>();
  /** What to undo after the XML is written, so the canvas keeps working on bpmn-js's structure. */
  private undoAfterSave: (() => void)[] = [];

  constructor(eventBus: EventBusLike) {
    eventBus.on('import.parse.complete', (event: { definitions?: Definitions }) => {
      this.added = [];
      this.implicitMarkers = new Set();
      if (event.definitions) this.rememberImplicitMarkers(event.definitions);
    });
    let snapshot: {
      diagrams: Set<Diagram>;
      planeOf: Map<DiElement, Plane>;
      at: Map<DiElement, Point>;
    } | null = null;
    eventBus.on('import.render.start', BEFORE_BPMN_JS, (event: { definitions?: Definitions }) => {
      snapshot = event.definitions ? this.snapshot(event.definitions) : null;
    });
    eventBus.on('import.render.start', AFTER_BPMN_JS, (event: { definitions?: Definitions }) => {
      // Switching diagrams renders again; bpmn-js then adds none, and those of the import stay known.
      if (event.definitions && snapshot) this.added.push(...this.addedDiagrams(event.definitions, snapshot));
      snapshot = null;
    });
    eventBus.on('saveXML.start', BEFORE_BPMN_JS, (event: { definitions: Definitions }) => {
      this.beforeSave = new Map(
        this.planes(event.definitions).map((plane) => [plane, [...plane.get('planeElement')]]),
      );
    });
    eventBus.on('saveXML.start', AFTER_BPMN_JS, (event: { definitions: Definitions }) => {
      this.restoreDropped();
      this.writeAsImported(event.definitions);
    });
    eventBus.on('saveXML.done', () => {
      for (const undo of this.undoAfterSave.splice(0).reverse()) undo();
    });
  }

  private planes(definitions: Definitions): Plane[] {
    return definitions.diagrams.flatMap((diagram) => (diagram.plane ? [diagram.plane] : []));
  }

  private rememberImplicitMarkers(definitions: Definitions): void {
    for (const plane of this.planes(definitions)) {
      for (const element of plane.get('planeElement')) {
        const said = Object.hasOwn(element, 'isMarkerVisible');
        if (element.bpmnElement?.$type === 'bpmn:ExclusiveGateway' && !said) {
          this.implicitMarkers.add(element);
        }
      }
    }
  }

  private snapshot(definitions: Definitions) {
    const planeOf = new Map<DiElement, Plane>();
    const at = new Map<DiElement, Point>();
    for (const plane of this.planes(definitions)) {
      for (const element of plane.get('planeElement')) {
        planeOf.set(element, plane);
        const point = anchor(element);
        if (point) at.set(element, { x: point.x, y: point.y });
      }
    }
    return { diagrams: new Set(definitions.diagrams), planeOf, at };
  }

  private addedDiagrams(
    definitions: Definitions,
    snapshot: { diagrams: Set<Diagram>; planeOf: Map<DiElement, Plane>; at: Map<DiElement, Point> },
  ): AddedDiagram[] {
    const added: AddedDiagram[] = [];
    for (const diagram of definitions.diagrams) {
      if (snapshot.diagrams.has(diagram) || !diagram.plane) continue;
      const moved = diagram.plane.get('planeElement').find((element) => snapshot.planeOf.has(element));
      const home = moved && snapshot.planeOf.get(moved);
      // A diagram for an empty collapsed subprocess: nothing moved, nothing to give back but its removal.
      const before = moved && snapshot.at.get(moved);
      const now = moved && anchor(moved);
      const offset = before && now ? { x: before.x - now.x, y: before.y - now.y } : { x: 0, y: 0 };
      if (home) added.push({ diagram, home, offset });
      else added.push({ diagram, home: diagram.plane, offset });
    }
    return added;
  }

  private restoreDropped(): void {
    for (const [plane, before] of this.beforeSave) {
      const rebuilt = plane.get('planeElement');
      if (rebuilt.length === before.length && rebuilt.every((element) => before.includes(element))) continue;
      plane.set('planeElement', mergePlaneElements(before, rebuilt));
    }
    this.beforeSave = new Map();
  }

  private writeAsImported(definitions: Definitions): void {
    for (const { diagram, home, offset } of this.added) {
      const index = definitions.diagrams.indexOf(diagram);
      const plane = diagram.plane;
      if (index < 0 || !plane) continue;
      definitions.diagrams.splice(index, 1);
      const moved = [...plane.get('planeElement')];
      if (home === plane) {
        this.undoAfterSave.push(() => definitions.diagrams.splice(index, 0, diagram));
        continue;
      }
      const homeBefore = [...home.get('planeElement')];
      for (const element of moved) shift(element, offset);
      home.set('planeElement', [...homeBefore, ...moved]);
      this.undoAfterSave.push(() => {
        for (const element of moved) shift(element, { x: -offset.x, y: -offset.y });
        home.set('planeElement', homeBefore);
        plane.set('planeElement', moved);
        definitions.diagrams.splice(index, 0, diagram);
      });
    }
    for (const element of this.implicitMarkers) {
      if (element.isMarkerVisible !== true) continue;
      delete element.isMarkerVisible;
      this.undoAfterSave.push(() => {
        element.isMarkerVisible = true;
      });
    }
  }
}
