import { pxt } from '../components/px/texts';
import { BADGE_MIN_ZOOM } from '../utils/numbering';
import type PpState from './PpState';
import type { DiagramElement, ElementRegistryLike, EventBusLike, OverlaysLike } from './types';

const PX = 'pp-px-questions';

/**
 * In PX mode, a badge with the number of attached PX questions at the top right of each element
 * that has some (seed 000 §4). Follows `pxMode` and `pxQuestionCounts` of the page's state and
 * comes back after an import; out of PX mode no badge is shown.
 */
export default class PpPxQuestionBadges {
  static $inject = ['eventBus', 'overlays', 'elementRegistry', 'ppState'];

  /** elementId → the count its badge shows. */
  private readonly shown = new Map<string, number>();

  constructor(
    eventBus: EventBusLike,
    private readonly overlays: OverlaysLike,
    private readonly elementRegistry: ElementRegistryLike,
    private readonly ppState: PpState,
  ) {
    eventBus.on('import.parse.start', () => this.shown.clear());
    eventBus.on('import.done', () => this.update());
    eventBus.on('pp.state.update', (update: { pxMode?: unknown; pxQuestionCounts?: unknown }) => {
      if (update.pxMode !== undefined || update.pxQuestionCounts !== undefined) this.update();
    });
    eventBus.on('shape.removed', (event: { element: DiagramElement }) => this.shown.delete(event.element.id));
  }

  update(): void {
    const { pxMode, pxQuestionCounts } = this.ppState.current;
    const wanted = pxMode ? pxQuestionCounts : new Map<string, number>();
    for (const elementId of [...this.shown.keys()]) {
      if (!wanted.get(elementId)) this.remove(elementId);
    }
    for (const [elementId, count] of wanted) {
      const element = this.elementRegistry.get(elementId);
      if (element && count > 0) this.draw(element, count);
    }
  }

  private remove(elementId: string): void {
    this.overlays.remove({ element: elementId, type: PX });
    this.shown.delete(elementId);
  }

  private draw(element: DiagramElement, count: number): void {
    if (this.shown.get(element.id) === count) return;
    if (this.shown.has(element.id)) this.remove(element.id);
    const badge = document.createElement('span');
    badge.className = 'pp-px-badge';
    badge.dataset.elementId = element.id;
    badge.dataset.testid = 'px-question-badge';
    badge.textContent = String(count);
    const label = pxt('badge', { count });
    badge.title = label;
    badge.setAttribute('aria-label', label);
    this.overlays.add(element, PX, {
      position: { top: -10, right: 10 },
      html: badge,
      show: { minZoom: BADGE_MIN_ZOOM },
    });
    this.shown.set(element.id, count);
  }
}
