import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './modeller.css';
import type { FlowGraph, ModelCheckFinding } from '@prozesspuls/shared';
import Modeler from 'bpmn-js/lib/Modeler';
import { fitAtMostFullSize } from '@/components/diagram/viewer-zoom';
import type { ElementKind } from '../utils/element-kinds';
import { type DiagramChoice, type DiagramLike, diagramChoices, mainDiagram } from './diagrams';
import { isShape, kindOf } from './elements';
import {
  firePp,
  type MeasureOverlayBadge,
  onPp,
  type PpEvents,
  type PpState,
  type PxScoreBadge,
  type StrainOverlayBadge,
} from './events';
import { shapesInFlowOrder } from './flow-outline';
import { ppModellerModule } from './index';
import type { MinimapServices } from './minimap';
import { ppModdleDescriptor } from './moddle';
import type PpMode from './PpMode';
import type PpOverlays from './PpOverlays';
import { translateModule } from './translate';
import type {
  BusinessObject,
  CanvasLike,
  CommandStackLike,
  ContextPadLike,
  DiagramElement,
  ElementRegistryLike,
  EventBusLike,
  ModelingLike,
  PaletteLike,
} from './types';

export type ZoomAction = 'in' | 'out' | 'fit';

/**
 * One bpmn-js Modeler with the ProzessPuls modules, behind the few operations the page needs.
 * This module (and bpmn-js with it) is imported on demand, so only the modeller route loads it.
 */
export class ModellerController {
  private savedStackIdx = -1;
  /**
   * The user moved, zoomed or clicked into the view, or the page focused an element (a mail's
   * link): from then on a change of the canvas's size keeps the view instead of fitting again.
   */
  private viewTouched = false;
  /** The canvas's size when the view was last fitted or resized: the same size needs neither again. */
  private knownSize: { width: number; height: number } | null = null;

  constructor(private readonly modeler: Modeler) {}

  private service<T>(name: string): T {
    return this.modeler.get(name) as T;
  }

  private get commandStack() {
    return this.service<CommandStackLike>('commandStack');
  }

  private get eventBus() {
    return this.service<EventBusLike>('eventBus');
  }

  /** Tells the modules what changed on the page (numbers, links, switches, custom elements). */
  setState(update: Partial<PpState>): void {
    firePp(this.eventBus, 'pp.state.update', update);
  }

  /** Listens to an event of the modules; answers the function that stops listening. */
  on<E extends Exclude<keyof PpEvents, 'pp.state.update'>>(
    name: E,
    callback: (payload: PpEvents[E]) => void,
  ): () => void {
    return onPp(this.eventBus, name, callback);
  }

  private get registry() {
    return this.service<ElementRegistryLike>('elementRegistry');
  }

  /**
   * Shows a diagram (fitted to the viewport) with a fresh undo history; answers import warnings.
   * A file with several diagrams opens on its main one (see diagrams.ts), not blindly on the first.
   */
  async importXML(xml: string): Promise<number> {
    const { warnings } = await this.modeler.importXML(xml);
    const diagrams = this.diagramList();
    const main = mainDiagram(diagrams);
    if (main && main !== diagrams[0]) await this.modeler.open(main as never);
    this.commandStack.clear();
    this.savedStackIdx = this.commandStack._stackIdx;
    this.viewTouched = false;
    this.zoom('fit');
    this.service<PpOverlays>('ppOverlays').rebuild();
    return warnings.length;
  }

  private diagramList(): DiagramLike[] {
    const definitions = this.modeler.getDefinitions() as { diagrams?: DiagramLike[] } | undefined;
    return definitions?.diagrams ?? [];
  }

  /** Every diagram of the file, for the picker (one entry for a file with one diagram). */
  diagrams(): DiagramChoice[] {
    return diagramChoices(this.diagramList());
  }

  /** The id of the diagram on the canvas. */
  currentDiagramId(): string | null {
    const root = this.service<CanvasLike>('canvas').getRootElement().businessObject;
    return this.diagramList().find((diagram) => diagram.plane?.bpmnElement === root)?.id ?? null;
  }

  /**
   * Switches the canvas to another diagram of the same file. Changes made so far stay in the file
   * (and unsaved); undo starts afresh, since its steps refer to the shapes of the other diagram.
   */
  async openDiagram(id: string): Promise<void> {
    const diagram = this.diagramList().find((candidate) => candidate.id === id);
    if (!diagram) return;
    const dirty = this.isDirty();
    await this.modeler.open(diagram as never);
    this.commandStack.clear();
    this.savedStackIdx = dirty ? Number.NaN : this.commandStack._stackIdx;
    this.viewTouched = false;
    this.zoom('fit');
    this.service<PpOverlays>('ppOverlays').rebuild();
    firePp(this.eventBus, 'pp.stack.changed', {});
  }

  setReadOnly(readOnly: boolean): void {
    this.service<PpMode>('ppMode').setReadOnly(readOnly);
  }

  /** After the numbers, links or numbering switch changed (setState) (the open context pad too). */
  refreshOverlays(): void {
    this.service<PpOverlays>('ppOverlays').update();
    const contextPad = this.service<ContextPadLike>('contextPad');
    const target = contextPad._current?.target;
    if (target && contextPad.isOpen()) contextPad.open(target, true);
  }

  /** After the custom elements (or the right to manage them) changed. */
  refreshPalette(): void {
    this.service<PaletteLike>('palette')._rebuild();
  }

  isDirty(): boolean {
    return this.commandStack._stackIdx !== this.savedStackIdx;
  }

  canUndo(): boolean {
    return this.commandStack.canUndo();
  }

  canRedo(): boolean {
    return this.commandStack.canRedo();
  }

  undo(): void {
    this.commandStack.undo();
  }

  redo(): void {
    this.commandStack.redo();
  }

  /** The diagram as BPMN XML plus the undo position it reflects (for markSaved after the save). */
  async saveXML(): Promise<{ xml: string; stackIdx: number }> {
    const stackIdx = this.commandStack._stackIdx;
    const { xml } = await this.modeler.saveXML({ format: true });
    if (!xml) throw new Error('empty diagram');
    return { xml, stackIdx };
  }

  markSaved(stackIdx: number): void {
    this.savedStackIdx = stackIdx;
    firePp(this.eventBus, 'pp.stack.changed', {});
  }

  async saveSVG(): Promise<string> {
    const { svg } = await this.modeler.saveSVG();
    return svg;
  }

  zoom(action: ZoomAction): void {
    const canvas = this.service<CanvasLike>('canvas');
    if (action === 'fit') {
      canvas.resized();
      this.fit(canvas);
    } else {
      this.viewTouched = true;
      canvas.zoom(canvas.zoom() * (action === 'in' ? 1.2 : 1 / 1.2));
    }
  }

  /** The user acted on the view (wheel, pointer, keyboard on the canvas). */
  touchView(): void {
    this.viewTouched = true;
  }

  /**
   * The canvas changed size (toolbar wrapped, panel opened, window resized): a view nobody has
   * touched yet is fitted into the new room; a touched one (or a focused element) stays as it is.
   */
  canvasResized(): void {
    const container = this.service<CanvasLike>('canvas').getContainer();
    const size = { width: container.clientWidth, height: container.clientHeight };
    // The first observation of the canvas and the page's own re-checks report the size the import
    // already fitted: fitting again would measure the whole diagram and move every overlay for nothing.
    if (this.knownSize?.width === size.width && this.knownSize.height === size.height) return;
    if (this.viewTouched) this.resized();
    else this.zoom('fit');
    this.knownSize = size;
  }

  /**
   * Fits the diagram into the canvas minus the palette's strip on the left and a margin around,
   * centred in that room and never beyond 100 %, so no part of it starts under the palette.
   */
  private fit(canvas: CanvasLike): void {
    const { inner, outer } = canvas.viewbox();
    this.knownSize = { width: outer.width, height: outer.height };
    if (!(inner.width > 0 && inner.height > 0 && outer.width > 0 && outer.height > 0)) {
      fitAtMostFullSize(canvas);
      return;
    }
    const margin = 24;
    const left = Math.max(margin, this.paletteRight(canvas.getContainer()) + margin);
    const roomWidth = Math.max(outer.width - left - margin, 40);
    const roomHeight = Math.max(outer.height - 2 * margin, 40);
    const scale = Math.min(roomWidth / inner.width, roomHeight / inner.height, 1);
    const offsetX = left + (roomWidth - inner.width * scale) / 2;
    const offsetY = margin + (roomHeight - inner.height * scale) / 2;
    canvas.viewbox({
      x: inner.x - offsetX / scale,
      y: inner.y - offsetY / scale,
      width: outer.width / scale,
      height: outer.height / scale,
    });
  }

  /** Where the palette ends (px from the canvas's left), measured even while view mode hides it. */
  private paletteRight(container: HTMLElement): number {
    const palette = container.querySelector<HTMLElement>('.djs-palette');
    if (!palette) return 0;
    const hidden = palette.offsetWidth === 0;
    if (hidden) palette.style.display = 'block';
    const right = palette.getBoundingClientRect().right - container.getBoundingClientRect().left;
    if (hidden) palette.style.display = '';
    return Math.max(0, right);
  }

  resized(): void {
    this.service<CanvasLike>('canvas').resized();
  }

  element(elementId: string): DiagramElement | undefined {
    return this.registry.get(elementId);
  }

  elementKind(elementId: string): ElementKind | undefined {
    const element = this.registry.get(elementId);
    return element?.businessObject ? kindOf(element) : undefined;
  }

  /**
   * The id of the diagram's process (PX questions of kind Process are about it): the root process,
   * or the process of the only pool; null with several pools (each pool has its own questions).
   */
  processId(): string | null {
    const root = this.service<CanvasLike>('canvas').getRootElement().businessObject;
    if (root.$type === 'bpmn:Process') return root.id;
    const participants = root.get('participants');
    if (!Array.isArray(participants) || participants.length !== 1) return null;
    const processRef: unknown = (participants[0] as BusinessObject).get('processRef');
    return processRef &&
      typeof processRef === 'object' &&
      'id' in processRef &&
      typeof processRef.id === 'string'
      ? processRef.id
      : null;
  }

  elementName(elementId: string): string {
    return this.registry.get(elementId)?.businessObject.name ?? '';
  }

  /** The element's BPMN type ('bpmn:Task' …), or null when it is not on the canvas. */
  elementType(elementId: string): string | null {
    return this.registry.get(elementId)?.businessObject.$type ?? null;
  }

  /** Every shape's id (for orphan numbers and links). */
  shapeIds(): Set<string> {
    return new Set(this.registry.filter(isShape).map((element) => element.id));
  }

  /** The diagram for flow-order numbering: shapes in document (import) order and sequence flows. */
  flowGraph(): FlowGraph {
    const all = this.registry.getAll();
    return {
      elements: all.filter(isShape).map((element) => ({
        id: element.id,
        start: element.type === 'bpmn:StartEvent',
      })),
      flows: all.flatMap((element) =>
        element.type === 'bpmn:SequenceFlow' && element.source && element.target
          ? [{ source: element.source.id, target: element.target.id }]
          : [],
      ),
    };
  }

  /** Gives the canvas the keyboard focus (its arrow keys then move the selection). */
  focusCanvas(): void {
    this.service<{ focus(): void }>('canvas').focus();
  }

  /** Moves the keyboard focus to the palette's first entry (edit mode; PpKeyboardTools). */
  focusPalette(): void {
    this.service<{ focusPalette(): boolean }>('ppKeyboardTools').focusPalette();
  }

  /** The shapes of the diagram on the canvas in flow order, for the outline ('Gliederung'). */
  outlineShapes(): DiagramElement[] {
    return shapesInFlowOrder(this.registry, this.service<CanvasLike>('canvas').getRootElement());
  }

  /**
   * Selects one element and scrolls it into view (a mail's link opens the model at an element);
   * false when the diagram has no such element.
   */
  focusElement(elementId: string): boolean {
    const element = this.registry.get(elementId);
    if (!element) return false;
    this.viewTouched = true;
    this.service<CanvasLike>('canvas').scrollToElement(element);
    this.service<{ select(element: DiagramElement): void }>('selection').select(element);
    return true;
  }

  /**
   * The shapes the element search looks through (name and type; the page adds the numbers): every
   * shape, not labels, connections or the root. Unnamed ones stay, numbers find them.
   */
  searchableElements(): { id: string; name: string; type: string }[] {
    return this.registry.filter(isShape).map((element) => ({
      id: element.id,
      name: element.businessObject.name ?? element.businessObject.text ?? '',
      type: element.businessObject.$type,
    }));
  }

  hasElement(elementId: string): boolean {
    return this.registry.get(elementId) !== undefined;
  }

  /** Renames through modeling, so undo works. */
  rename(elementId: string, name: string): void {
    const element = this.registry.get(elementId);
    if (element) this.service<ModelingLike>('modeling').updateLabel(element, name);
  }

  graphics(elementId: string): SVGElement | undefined {
    return this.registry.getGraphics(elementId);
  }

  /** What the minimap (loaded on demand, bpmn/minimap.ts) follows and moves. */
  minimapServices(): MinimapServices {
    return {
      canvas: this.service<CanvasLike>('canvas'),
      elementRegistry: this.registry,
      eventBus: this.eventBus,
    };
  }

  /** PX evaluation: shows these element scores as badges (an empty map removes them). */
  showPxScores(scores: ReadonlyMap<string, PxScoreBadge>): void {
    firePp(this.eventBus, 'pp.px.scores', { scores });
  }

  /** 'Belastung' mode: shows a risk assessment's strain and measure badges (empty lists remove them). */
  showStrain(strain: readonly StrainOverlayBadge[], measures: readonly MeasureOverlayBadge[]): void {
    firePp(this.eventBus, 'pp.strain.show', { strain, measures });
  }

  /**
   * 'Modell prüfen': runs the model checks on the whole file (bpmnlint, loaded on demand). A finding
   * on a process moves to its pool, so it can be shown and selected on the canvas.
   */
  async checkModel(): Promise<ModelCheckFinding[]> {
    const { runModelChecks } = await import('@prozesspuls/shared/modelCheckLinter');
    const findings = await runModelChecks(this.modeler.getDefinitions(), (id) => this.elementType(id));
    const pools = new Map<string, string>();
    for (const element of this.registry.getAll()) {
      const processRef: unknown =
        element.type === 'bpmn:Participant' ? element.businessObject.get('processRef') : null;
      if (
        processRef &&
        typeof processRef === 'object' &&
        'id' in processRef &&
        typeof processRef.id === 'string'
      )
        pools.set(processRef.id, element.id);
    }
    return findings.map((finding) => ({
      ...finding,
      elementId: pools.get(finding.elementId) ?? finding.elementId,
    }));
  }

  /** Shows the findings as markers on their elements (an empty list removes them). */
  showModelCheckFindings(findings: readonly ModelCheckFinding[]): void {
    firePp(this.eventBus, 'pp.checks.findings', { findings });
  }

  destroy(): void {
    this.modeler.destroy();
  }
}

/** A modeller whose modules start from `initial` (the page's state when it is created). */
export function createModeller(container: HTMLElement, initial: Partial<PpState>): ModellerController {
  const modeler = new Modeler({
    container,
    keyboard: { bind: false },
    additionalModules: [ppModellerModule, translateModule],
    moddleExtensions: { pp: ppModdleDescriptor },
    pp: initial,
  });
  const controller = new ModellerController(modeler);
  // Any wheel, click or key on the canvas counts as the user taking over the view.
  for (const type of ['wheel', 'pointerdown', 'keydown'] as const) {
    container.addEventListener(type, () => controller.touchView(), { capture: true, passive: true });
  }
  const eventBus = modeler.get('eventBus') as { on(event: string, callback: () => void): void };
  for (const phase of [
    'import.parse.start',
    'import.parse.complete',
    'import.render.start',
    'import.render.complete',
    'import.done',
  ]) {
    eventBus.on(phase, () => {
      performance.mark(`pp-${phase}`);
    });
  }
  return controller;
}
