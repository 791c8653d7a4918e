import { mt } from '../i18n';
import { BADGE_MIN_SCALE, BADGE_MIN_ZOOM, badgePosition, isNumberable } from '../utils/numbering';
import { isLinkableSubprocess } from '../utils/subprocess';
import { isShape, kindOf } from './elements';
import { firePp } from './events';
import type PpState from './PpState';
import type { CanvasLike, DiagramElement, ElementRegistryLike, EventBusLike, OverlaysLike } from './types';

const NUMBER = 'pp-number';
/** Stands for the number in the translated badge label. */
const NUMBER_SLOT = '\u0000';

/**
 * The badges' label ('Nummer 3'): translated once and filled in per badge, since a pass over a
 * large diagram would otherwise run the translation once for each of its hundreds of badges.
 */
function badgeLabels(): (number: string) => string {
  const [before = '', after = ''] = mt('numbers.badge', { number: NUMBER_SLOT }).split(NUMBER_SLOT);
  return (number) => `${before}${number}${after}`;
}
const SUBPROCESS = 'pp-subprocess';

/**
 * Overlays on the diagram: number badges (hidden below a zoom level and when numbering is off)
 * and an 'open' button on subprocesses. They follow their elements; after undo brings an element
 * back, its badge comes back too.
 */
export default class PpOverlays {
  static $inject = ['eventBus', 'overlays', 'elementRegistry', 'ppState', 'canvas'];

  /** elementId → the number its badge shows. */
  private readonly badges = new Map<string, string>();
  /** elementId → linked model uuid ('' when not linked). */
  private readonly openers = new Map<string, string>();
  private importing = false;

  constructor(
    private readonly eventBus: EventBusLike,
    private readonly overlays: OverlaysLike,
    private readonly elementRegistry: ElementRegistryLike,
    private readonly ppState: PpState,
    canvas: CanvasLike,
  ) {
    // While a diagram is imported, every added shape invalidates the canvas's cached viewbox, and
    // each overlay would measure the whole diagram again (quadratic): the controller adds them in
    // one pass (rebuild) once the diagram is in and fitted, so fitting moves no overlays either.
    eventBus.on('import.parse.start', () => {
      this.importing = true;
      this.badges.clear();
      this.openers.clear();
    });
    eventBus.on('import.done', () => {
      this.importing = false;
    });
    eventBus.on('shape.added', (event: { element: DiagramElement }) => {
      if (!this.importing) this.updateElement(event.element);
    });
    eventBus.on('shape.removed', (event: { element: DiagramElement }) => {
      this.badges.delete(event.element.id);
      this.openers.delete(event.element.id);
    });
    eventBus.on('element.changed', (event: { element: DiagramElement }) => {
      if (this.openers.has(event.element.id)) this.updateOpener(event.element);
    });
    // One listener for all badges and buttons instead of one per overlay.
    canvas.getContainer().addEventListener('click', (event) => this.onClick(event));
  }

  /** All overlays of a freshly imported diagram. */
  rebuild(): void {
    this.badges.clear();
    this.openers.clear();
    this.update();
  }

  /**
   * Brings every overlay in line with the page's numbers, links and numbering switch, in one pass
   * that the page takes in as one DOM write.
   */
  update(): void {
    this.overlays.batch(() => this.drawAll());
  }

  private drawAll(): void {
    const { numbersVisible, numbers } = this.ppState.current;
    for (const elementId of [...this.badges.keys()]) {
      const wanted = numbersVisible ? numbers.get(elementId) : undefined;
      if (wanted === undefined || !this.elementRegistry.get(elementId)) this.removeBadge(elementId);
    }
    if (numbersVisible) {
      const label = badgeLabels();
      for (const [elementId] of numbers) {
        const element = this.elementRegistry.get(elementId);
        if (element) this.updateBadge(element, label);
      }
    }
    for (const element of this.elementRegistry.filter((e) => isShape(e) && isLinkableSubprocess(kindOf(e)))) {
      this.updateOpener(element);
    }
  }

  private onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target.closest('button[data-element-id]') : null;
    if (!(target instanceof HTMLElement)) return;
    const elementId = target.dataset.elementId ?? '';
    event.stopPropagation();
    if (target.classList.contains('pp-number-badge')) {
      if (!this.ppState.current.readOnly) firePp(this.eventBus, 'pp.number.edit', { elementId });
    } else if (target.classList.contains('pp-subprocess-open')) {
      firePp(this.eventBus, 'pp.subprocess.open', { elementId });
    }
  }

  private updateElement(element: DiagramElement): void {
    if (!isShape(element) || !element.businessObject) return;
    const { numbersVisible, numbers } = this.ppState.current;
    if (numbersVisible && numbers.has(element.id)) this.updateBadge(element, badgeLabels());
    if (isLinkableSubprocess(kindOf(element))) this.updateOpener(element);
  }

  private removeBadge(elementId: string): void {
    this.overlays.remove({ element: elementId, type: NUMBER });
    this.badges.delete(elementId);
  }

  private updateBadge(element: DiagramElement, label: (number: string) => string): void {
    const number = this.ppState.current.numbers.get(element.id);
    const kind = kindOf(element);
    const shown = this.badges.get(element.id);
    if (number === undefined || !isNumberable(kind)) {
      if (shown !== undefined) this.removeBadge(element.id);
      return;
    }
    if (shown === number) return;
    // Overlays.remove searches all overlay containers: only when a badge exists.
    if (shown !== undefined) this.overlays.remove({ element, type: NUMBER });
    const badge = document.createElement('button');
    badge.type = 'button';
    badge.className = 'pp-number-badge';
    badge.textContent = number;
    badge.dataset.elementId = element.id;
    badge.setAttribute('aria-label', label(number));
    this.overlays.add(element, NUMBER, {
      position: badgePosition(kind, { width: element.width ?? 100, height: element.height ?? 80 }),
      html: badge,
      show: { minZoom: BADGE_MIN_ZOOM },
      // Legible in an overview too: never drawn smaller than this share of its 100 % size.
      scale: { min: BADGE_MIN_SCALE },
    });
    this.badges.set(element.id, number);
  }

  private updateOpener(element: DiagramElement): void {
    const link = this.ppState.current.links.get(element.id);
    const key = link?.linkedUuid ?? '';
    const shown = this.openers.get(element.id);
    if (shown === key) return;
    if (shown !== undefined) this.overlays.remove({ element, type: SUBPROCESS });
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link ? 'pp-subprocess-open' : 'pp-subprocess-open pp-unlinked';
    button.dataset.elementId = element.id;
    const label = link ? mt('subprocess.open', { name: link.linkedFileName }) : mt('subprocess.openUnlinked');
    button.setAttribute('aria-label', label);
    button.title = label;
    this.overlays.add(element, SUBPROCESS, {
      position: { top: 4, right: 24 },
      html: button,
      show: { minZoom: BADGE_MIN_ZOOM },
    });
    this.openers.set(element.id, key);
  }
}
