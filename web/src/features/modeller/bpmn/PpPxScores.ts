import { BADGE_MIN_ZOOM } from '../utils/numbering';
import { processScoreBadge, scoreAnchors } from '../utils/px-evaluation';
import { firePp, type PxScoreBadge } from './events';
import type { CanvasLike, DiagramElement, ElementRegistryLike, EventBusLike, OverlaysLike } from './types';

const PX_SCORE = 'pp-px-score';

/** '2,3' (German decimal comma), '–' for a hidden score. */
const scoreText = (score: number | null) => (score === null ? '–' : score.toFixed(1).replace('.', ','));

/**
 * PX evaluation scores as colour-coded badges on their elements. The page sends
 * them with `pp.px.scores` (an empty map when the evaluation is hidden); a click on a badge
 * fires `pp.px.element` so the page opens the element evaluation panel. They come back after an
 * import (the evaluation imports the survey's version of the diagram). A process's score (questions
 * of kind Process) has no shape of its own: it goes on the top left of its pool, or into the
 * canvas corner when the diagram has no pool (scoreAnchors).
 */
export default class PpPxScores {
  static $inject = ['eventBus', 'overlays', 'elementRegistry', 'canvas'];

  private scores: ReadonlyMap<string, PxScoreBadge> = new Map();
  private readonly shown = new Set<string>();
  private readonly cornerBadges: HTMLElement[] = [];

  constructor(
    private readonly eventBus: EventBusLike,
    private readonly overlays: OverlaysLike,
    private readonly elementRegistry: ElementRegistryLike,
    private readonly canvas: CanvasLike,
  ) {
    eventBus.on('pp.px.scores', (event: { scores: ReadonlyMap<string, PxScoreBadge> }) => {
      this.scores = event.scores;
      this.overlays.batch(() => this.update());
    });
    eventBus.on('import.parse.start', () => this.shown.clear());
    // Each pass draws all elements' scores as one DOM write.
    eventBus.on('import.done', () => this.overlays.batch(() => this.update()));
    eventBus.on('shape.removed', (event: { element: DiagramElement }) => this.shown.delete(event.element.id));
    canvas.getContainer().addEventListener('click', (event) => this.onClick(event));
  }

  private update(): void {
    for (const elementId of this.shown) this.overlays.remove({ element: elementId, type: PX_SCORE });
    this.shown.clear();
    for (const badge of this.cornerBadges.splice(0)) badge.remove();
    for (const [elementId, badge] of this.scores) {
      for (const anchor of scoreAnchors(elementId, this.elementRegistry)) {
        if (anchor.kind === 'element') this.draw(anchor.element, elementId, badge, scoreText(badge.score));
        else {
          const process = processScoreBadge(badge);
          if (anchor.kind === 'pool') this.draw(anchor.element, elementId, process, process.text, true);
          else this.drawInCorner(elementId, process);
        }
      }
    }
  }

  private button(elementId: string, badge: PxScoreBadge, text: string): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pp-px-score';
    button.dataset.elementId = elementId;
    button.dataset.score = badge.score === null ? '' : String(badge.score);
    button.textContent = text;
    button.title = badge.label;
    button.setAttribute('aria-label', badge.label);
    button.style.background = badge.color;
    return button;
  }

  /** On a shape: top right, or top left for a process's score on its pool (a Pool score keeps the right). */
  private draw(
    element: DiagramElement,
    elementId: string,
    badge: PxScoreBadge,
    text: string,
    processOnPool = false,
  ): void {
    const button = this.button(elementId, badge, text);
    if (processOnPool) button.dataset.process = 'true';
    this.overlays.add(element, PX_SCORE, {
      position: processOnPool ? { top: -12, left: 12 } : { top: -12, right: 12 },
      html: button,
      show: { minZoom: BADGE_MIN_ZOOM },
    });
    this.shown.add(element.id);
  }

  /** A diagram without pools: the process is the canvas itself, so its score sits in the top left corner. */
  private drawInCorner(elementId: string, badge: PxScoreBadge & { readonly text: string }): void {
    const button = this.button(elementId, badge, badge.text);
    button.dataset.process = 'true';
    Object.assign(button.style, { position: 'absolute', top: '12px', left: '12px', zIndex: '2' });
    this.canvas.getContainer().appendChild(button);
    this.cornerBadges.push(button);
  }

  private onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target.closest('button.pp-px-score') : null;
    if (!(target instanceof HTMLElement)) return;
    event.stopPropagation();
    firePp(this.eventBus, 'pp.px.element', { elementId: target.dataset.elementId ?? '' });
  }
}
