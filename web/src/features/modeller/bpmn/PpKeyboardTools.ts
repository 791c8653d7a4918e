import { mt } from '../i18n';
import { besidePosition, contains, continuesFlow, isA, isShape, type Point } from './keyboard-placement';
import type PpState from './PpState';
import type {
  CanvasLike,
  ContextPadLike,
  CreateLike,
  DiagramElement,
  ElementRegistryLike,
  EventBusLike,
} from './types';

interface SelectionLike {
  get(): DiagramElement[];
  select(element: DiagramElement | DiagramElement[] | null): void;
}

interface ShapeModeling {
  createShape(shape: DiagramElement, position: Point, parent: DiagramElement): DiagramElement;
  createElements(elements: DiagramElement[], position: Point, parent: DiagramElement): DiagramElement[];
}

interface AutoPlaceLike {
  append(source: DiagramElement, shape: DiagramElement): DiagramElement;
}

interface RulesLike {
  allowed(action: string, context: Record<string, unknown>): unknown;
}

/** The palette's tools follow the mouse (hand, lasso, space, connect): not offered to the keyboard. */
const MOUSE_ONLY_ACTIONS = new Set([
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'connect',
]);

/**
 * The palette and the context pad by keyboard (WCAG 2.1.1), in edit mode. On the focused canvas
 * 'P' moves the focus into the palette and 'K' (or Shift+F10, or the context menu key) opens the
 * context pad of the selected element with the focus on its first entry. In both, the entries are
 * buttons with German names; the arrow keys (and Home/End) move between them, Enter or Space runs
 * one and Escape returns the focus to the canvas. A palette entry that would start dragging a new
 * element with the mouse places it instead: appended to the selected element and connected to it
 * (autoPlace) when a flow continues there, else beside it or in the middle of the visible canvas —
 * always through `modeling`, so Undo takes it back.
 */
export default class PpKeyboardTools {
  static $inject = [
    'eventBus',
    'canvas',
    'contextPad',
    'selection',
    'create',
    'modeling',
    'autoPlace',
    'rules',
    'elementRegistry',
    'ppState',
  ];

  private svg: SVGElement | null = null;

  constructor(
    eventBus: EventBusLike,
    private readonly canvas: CanvasLike,
    private readonly contextPad: ContextPadLike,
    private readonly selection: SelectionLike,
    private readonly create: CreateLike,
    private readonly modeling: ShapeModeling,
    private readonly autoPlace: AutoPlaceLike,
    private readonly rules: RulesLike,
    private readonly registry: ElementRegistryLike,
    private readonly ppState: PpState,
  ) {
    eventBus.on('canvas.init', (event: { svg: SVGElement }) => {
      this.svg = event.svg;
      // Capture phase: runs before bpmn-js's own keyboard bindings on the svg.
      this.canvas.getContainer().addEventListener('keydown', (key) => this.onKeyDown(key), true);
    });
    // The palette is rebuilt when its entries change (custom elements): its buttons are set again.
    eventBus.on(['palette.create', 'palette.changed'], () => this.prepare(this.paletteEntries(), 'palette'));
    eventBus.on('contextPad.open', () => this.prepare(this.padEntries(), 'contextPad'));
  }

  /** Moves the focus to the palette's first entry; false when there is none (view mode). */
  focusPalette(): boolean {
    if (this.ppState.current.readOnly) return false;
    const entries = this.paletteEntries();
    this.prepare(entries, 'palette');
    return focusEntry(entries, 0);
  }

  /** Opens the context pad of the selected element with the focus on its first entry. */
  openContextPad(): boolean {
    const selected = this.selection.get()[0];
    if (this.ppState.current.readOnly || !selected) return false;
    this.contextPad.open(selected, true);
    const entries = this.padEntries();
    this.prepare(entries, 'contextPad');
    return focusEntry(entries, 0);
  }

  private paletteEntries(): HTMLElement[] {
    return keyboardEntries(this.canvas.getContainer(), '.djs-palette .entry');
  }

  private padEntries(): HTMLElement[] {
    return keyboardEntries(this.canvas.getContainer(), '.djs-context-pad .entry');
  }

  /** Entries become buttons in one tab stop (roving tabindex) with the entry's title as name. */
  private prepare(entries: HTMLElement[], kind: 'palette' | 'contextPad'): void {
    const group = entries[0]?.closest<HTMLElement>(kind === 'palette' ? '.djs-palette' : '.djs-context-pad');
    if (group) {
      group.setAttribute('role', 'toolbar');
      group.setAttribute('aria-label', mt(`keyboard.${kind}`));
      group.setAttribute('aria-orientation', kind === 'palette' ? 'vertical' : 'horizontal');
    }
    entries.forEach((entry, index) => {
      entry.setAttribute('role', 'button');
      entry.tabIndex = kind === 'palette' && index === 0 ? 0 : -1;
      const name = entry.getAttribute('title') ?? entry.getAttribute('aria-label');
      if (name) entry.setAttribute('aria-label', name);
    });
  }

  private onKeyDown(event: KeyboardEvent): void {
    const target = event.target;
    if (!(target instanceof Element) || this.ppState.current.readOnly) return;
    if (target === this.svg) {
      this.onCanvasKey(event);
      return;
    }
    const inPalette = target.closest('.djs-palette') !== null;
    const inPad = target.closest('.djs-context-pad') !== null;
    if (!(target instanceof HTMLElement) || (!inPalette && !inPad)) return;
    const entries = inPalette ? this.paletteEntries() : this.padEntries();
    const at = entries.indexOf(target);
    if (at === -1) return;
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step !== undefined || event.key === 'Home' || event.key === 'End') {
      const index = event.key === 'Home' ? 0 : event.key === 'End' ? entries.length - 1 : at + (step ?? 0);
      focusEntry(entries, (index + entries.length) % entries.length);
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (inPalette) this.runPaletteEntry(target);
      else this.runPadEntry(target);
    } else if (event.key === 'Escape') {
      if (inPad) this.contextPad.close();
      this.svg?.focus();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  private onCanvasKey(event: KeyboardEvent): void {
    const key = event.key.toLowerCase();
    const plain = !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey;
    const padKey =
      (plain && (key === 'k' || event.key === 'ContextMenu')) || (event.shiftKey && event.key === 'F10');
    const handled = plain && key === 'p' ? this.focusPalette() : padKey ? this.openContextPad() : false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  }

  /**
   * Runs the entry as a click would, but takes the element(s) the entry hands to `create.start`
   * (which would follow the mouse) and places them with the keyboard's rules instead.
   */
  private runPaletteEntry(entry: HTMLElement): void {
    const taken: { elements?: DiagramElement | DiagramElement[] } = {};
    const start = this.create.start;
    this.create.start = (_event, elements) => {
      taken.elements = elements;
    };
    try {
      entry.click();
    } finally {
      this.create.start = start;
    }
    if (taken.elements === undefined) return;
    const placed = this.place(taken.elements);
    if (placed) {
      this.selection.select(placed);
      this.svg?.focus();
    }
  }

  private runPadEntry(entry: HTMLElement): void {
    entry.click();
    // A menu the entry opened (change type, colour) takes the focus itself; otherwise the canvas.
    if (!document.activeElement?.closest('.djs-popup')) this.svg?.focus();
  }

  private place(started: DiagramElement | DiagramElement[]): DiagramElement | null {
    const selected = this.selection.get()[0];
    if (Array.isArray(started)) {
      const centre = this.visibleCentre();
      const parent = this.parentFor('elements.create', { elements: started, position: centre });
      return parent ? (this.modeling.createElements(started, centre, parent)[0] ?? null) : null;
    }
    if (selected && isShape(selected) && continuesFlow(selected, started)) {
      return this.autoPlace.append(selected, started);
    }
    const beside =
      selected && isShape(selected) && selected.parent ? besidePosition(selected, started) : null;
    const position = beside ?? this.visibleCentre();
    const parent =
      beside &&
      selected?.parent &&
      this.rules.allowed('shape.create', { shape: started, target: selected.parent, position })
        ? selected.parent
        : this.parentFor('shape.create', { shape: started, position });
    return parent ? this.modeling.createShape(started, position, parent) : null;
  }

  /** The middle of the part of the diagram the canvas shows. */
  private visibleCentre(): Point {
    const box = this.canvas.viewbox();
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  }

  /** Where the new element may go at `position`: the pool there, else the diagram's root. */
  private parentFor(
    rule: string,
    context: { position: Point } & Record<string, unknown>,
  ): DiagramElement | null {
    const { x, y } = context.position;
    const pools = this.registry.filter(
      (element) => isA(element, 'bpmn:Participant') && contains(element, x, y),
    );
    const candidates = [...pools, this.canvas.getRootElement()];
    return candidates.find((target) => this.rules.allowed(rule, { ...context, target })) ?? null;
  }
}

/** The entries the keyboard can run (not separators, not the tools that follow the mouse). */
function keyboardEntries(container: HTMLElement, selector: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (entry) => !MOUSE_ONLY_ACTIONS.has(entry.dataset.action ?? '') && entry.getClientRects().length > 0,
  );
}

/** Moves the one tab stop of the group to `index` and focuses it. */
function focusEntry(entries: HTMLElement[], index: number): boolean {
  const target = entries[index];
  if (!target) return false;
  for (const entry of entries) entry.tabIndex = entry === target ? 0 : -1;
  target.focus();
  return true;
}
