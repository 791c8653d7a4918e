import { elementTitle } from '../utils/element-title';
import { firePp } from './events';
import { shapesInFlowOrder } from './flow-outline';
import type PpState from './PpState';
import type { CanvasLike, DiagramElement, ElementRegistryLike, EventBusLike } from './types';

interface SelectionLike {
  get(): DiagramElement[];
  select(element: DiagramElement | null): void;
}

/** What the canvas says to a screen reader when it takes the focus. */
const CANVAS_LABEL =
  'Diagramm. Pfeiltasten wählen das nächste oder vorige Element in Flussreihenfolge, Pos1 und Ende das erste und letzte, die Eingabetaste öffnet die Seitenleiste. Beim Bearbeiten führt P in die Werkzeugpalette, K öffnet das Kontextmenü des gewählten Elements.';

/**
 * The modeller by keyboard (WCAG 2.1.1), in view and edit mode: with the canvas focused, the arrow
 * keys move the selection along the elements in flow order (right/down next, left/up previous,
 * Home/End first/last), Enter asks the page to open the side panel of the selected element, and a
 * live region says which element is selected. Keys with Shift, Ctrl, Alt or Meta are left to
 * bpmn-js (Shift+arrows move the selected elements in edit mode, Ctrl+arrows the canvas).
 */
export default class PpKeyboardNavigation {
  static $inject = ['eventBus', 'canvas', 'elementRegistry', 'selection', 'ppState'];

  private announcer: HTMLElement | null = null;

  constructor(
    private readonly eventBus: EventBusLike,
    private readonly canvas: CanvasLike,
    private readonly registry: ElementRegistryLike,
    private readonly selection: SelectionLike,
    private readonly ppState: PpState,
  ) {
    eventBus.on('canvas.init', (event: { svg: SVGElement }) => this.init(event.svg));
  }

  private init(svg: SVGElement): void {
    svg.setAttribute('aria-label', CANVAS_LABEL);
    const container = this.canvas.getContainer();
    const announcer = document.createElement('div');
    announcer.setAttribute('aria-live', 'polite');
    announcer.className = 'pp-visually-hidden';
    announcer.dataset.testid = 'canvas-announcer';
    container.append(announcer);
    this.announcer = announcer;
    // Capture phase: runs before bpmn-js's own keyboard binding on the svg, which would otherwise
    // move the selected elements with the arrow keys.
    container.addEventListener('keydown', (event) => this.onKeyDown(event, svg), true);
  }

  private onKeyDown(event: KeyboardEvent, svg: SVGElement): void {
    if (event.target !== svg || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    const selected = this.selection.get()[0];
    if (event.key === 'Enter') {
      if (!selected) return;
      event.preventDefault();
      event.stopPropagation();
      firePp(this.eventBus, 'pp.element.open', { elementId: selected.id });
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
    const order = shapesInFlowOrder(this.registry, this.canvas.getRootElement());
    if (order.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    const at = selected ? order.findIndex((element) => element.id === selected.id) : -1;
    const index =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? order.length - 1
          : at === -1
            ? 0
            : Math.min(order.length - 1, Math.max(0, at + (step ?? 0)));
    const next = order[index];
    if (!next) return;
    this.selection.select(next);
    this.canvas.scrollToElement(next);
    const number = this.ppState.current.numbers.get(next.id);
    if (this.announcer) {
      this.announcer.textContent = `${index + 1} von ${order.length}: ${elementTitle(number, next.businessObject.name ?? '', next.businessObject.$type)}`;
    }
  }
}
