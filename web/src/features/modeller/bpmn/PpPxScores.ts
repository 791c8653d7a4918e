import { BADGE_MIN_ZOOM } from '../utils/numbering';
import { isShape } from './elements';
import { firePp, type PxScoreBadge } from './events';
import type { CanvasLike, DiagramElement, ElementRegistryLike, EventBusLike, OverlaysLike } from './types';

const PX_SCORE = 'pp-px-score';

/** '2,3' (German decimal comma), '–' for a hidden score. */
const scoreText = (score: number | null) => (score === null ? '–' : score.toFixed(1).replace('.', ','));

/**
 * PX evaluation scores as colour-coded badges on their elements (seed 000 §1). The page sends
 * them with `pp.px.scores` (an empty map when the evaluation is hidden); a click on a badge
 * fires `pp.px.element` so the page opens the element evaluation panel. They come back after an
 * import (the evaluation imports the survey's version of the diagram).
 */
export default class PpPxScores {
  static $inject = ['eventBus', 'overlays', 'elementRegistry', 'canvas'];

  private scores: ReadonlyMap<string, PxScoreBadge> = new Map();
  private readonly shown = new Set<string>();

  constructor(
    private readonly eventBus: EventBusLike,
    private readonly overlays: OverlaysLike,
    private readonly elementRegistry: ElementRegistryLike,
    canvas: CanvasLike,
  ) {
    eventBus.on('pp.px.scores', (event: { scores: ReadonlyMap<string, PxScoreBadge> }) => {
      this.scores = event.scores;
      this.update();
    });
    eventBus.on('import.parse.start', () => this.shown.clear());
    eventBus.on('import.done', () => this.update());
    eventBus.on('shape.removed', (event: { element: DiagramElement }) => this.shown.delete(event.element.id));
    canvas.getContainer().addEventListener('click', (event) => this.onClick(event));
  }

  private update(): void {
    for (const elementId of this.shown) this.overlays.remove({ element: elementId, type: PX_SCORE });
    this.shown.clear();
    for (const [elementId, badge] of this.scores) {
      const element = this.elementRegistry.get(elementId);
      if (element && isShape(element)) this.draw(element, badge);
    }
  }

  private draw(element: DiagramElement, badge: PxScoreBadge): void {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pp-px-score';
    button.dataset.elementId = element.id;
    button.dataset.score = badge.score === null ? '' : String(badge.score);
    button.textContent = scoreText(badge.score);
    button.title = badge.label;
    button.setAttribute('aria-label', badge.label);
    button.style.background = badge.color;
    this.overlays.add(element, PX_SCORE, {
      position: { top: -12, right: 12 },
      html: button,
      show: { minZoom: BADGE_MIN_ZOOM },
    });
    this.shown.add(element.id);
  }

  private onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target.closest('button.pp-px-score') : null;
    if (!(target instanceof HTMLElement)) return;
    event.stopPropagation();
    firePp(this.eventBus, 'pp.px.element', { elementId: target.dataset.elementId ?? '' });
  }
}
