import { pxt } from '../components/px/texts';
import { BADGE_MIN_ZOOM } from '../utils/numbering';
import StateBadges from './StateBadges';
import type { DiagramElement } from './types';

const PX = 'pp-px-questions';

/**
 * In PX mode, a badge with the number of attached PX questions at the top right of each element
 * that has some. Follows `pxMode` and `pxQuestionCounts` of the page's state and
 * comes back after an import; out of PX mode no badge is shown. `shown`: the count each
 * element's badge shows.
 */
export default class PpPxQuestionBadges extends StateBadges<number> {
  protected readonly overlayType = PX;

  protected concerns(update: { pxMode?: unknown; pxQuestionCounts?: unknown }): boolean {
    return update.pxMode !== undefined || update.pxQuestionCounts !== undefined;
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
