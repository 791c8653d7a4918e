import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './modeller.css';
import Modeler from 'bpmn-js/lib/Modeler';
import type { ElementKind } from '../utils/element-kinds';
import type { ModellerBridge } from './bridge';
import { isShape, kindOf } from './elements';
import { ppModellerModule } from './index';
import { ppModdleDescriptor } from './moddle';
import type PpMode from './PpMode';
import type PpOverlays from './PpOverlays';
import { translateModule } from './translate';
import type {
  CanvasLike,
  CommandStackLike,
  ContextPadLike,
  DiagramElement,
  ElementRegistryLike,
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

  constructor(
    private readonly modeler: Modeler,
    readonly bridge: ModellerBridge,
  ) {}

  private service<T>(name: string): T {
    return this.modeler.get(name) as T;
  }

  private get commandStack() {
    return this.service<CommandStackLike>('commandStack');
  }

  private get registry() {
    return this.service<ElementRegistryLike>('elementRegistry');
  }

  /** Shows a diagram (fitted to the viewport) with a fresh undo history; answers import warnings. */
  async importXML(xml: string): Promise<number> {
    const { warnings } = await this.modeler.importXML(xml);
    this.commandStack.clear();
    this.savedStackIdx = this.commandStack._stackIdx;
    this.zoom('fit');
    this.service<PpOverlays>('ppOverlays').rebuild();
    return warnings.length;
  }

  setReadOnly(readOnly: boolean): void {
    this.service<PpMode>('ppMode').setReadOnly(readOnly);
  }

  /** After the bridge's numbers, links or numbering switch changed (the open context pad too). */
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
    this.bridge.onCommandStackChanged();
  }

  async saveSVG(): Promise<string> {
    const { svg } = await this.modeler.saveSVG();
    return svg;
  }

  zoom(action: ZoomAction): void {
    const canvas = this.service<CanvasLike>('canvas');
    if (action === 'fit') {
      canvas.resized();
      canvas.zoom('fit-viewport', 'auto');
      // Never blow a tiny diagram up beyond 100 %.
      if (canvas.zoom() > 1) canvas.zoom(1, 'auto');
    } else {
      canvas.zoom(canvas.zoom() * (action === 'in' ? 1.2 : 1 / 1.2));
    }
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

  elementName(elementId: string): string {
    return this.registry.get(elementId)?.businessObject.name ?? '';
  }

  /** Every shape's id (for orphan numbers and links). */
  shapeIds(): Set<string> {
    return new Set(this.registry.filter(isShape).map((element) => element.id));
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

  destroy(): void {
    this.modeler.destroy();
  }
}

export function createModeller(container: HTMLElement, bridge: ModellerBridge): ModellerController {
  const modeler = new Modeler({
    container,
    keyboard: { bind: false },
    additionalModules: [ppModellerModule, translateModule],
    moddleExtensions: { pp: ppModdleDescriptor },
    pp: bridge,
  });
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
  return new ModellerController(modeler, bridge);
}
