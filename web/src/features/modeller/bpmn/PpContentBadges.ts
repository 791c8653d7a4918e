import { mt } from '../i18n';
import { BADGE_MIN_ZOOM } from '../utils/numbering';
import { isShape } from './elements';
import type { ContentFlags } from './events';
import StateBadges from './StateBadges';
import type { DiagramElement } from './types';

const CONTENT = 'pp-content';

const KINDS = [
  ['hasComment', 'comment', '💬'],
  ['hasDocument', 'document', '📎'],
  ['hasDescription', 'description', '📝'],
  ['hasQuestion', 'question', '❓'],
] as const;

const signature = (flags: ContentFlags | undefined) =>
  flags ? KINDS.map(([key]) => (flags[key] ? '1' : '0')).join('') : '0000';

/**
 * The content badges (hasComment, hasDocument, hasDescription, hasQuestion) under each element
 * that has side-panel content, beside the number badges. They follow
 * `contentFlags` of the page's state and come back after an import. `shown`: the flags each
 * element's badges show ('0000' none).
 */
export default class PpContentBadges extends StateBadges<string> {
  protected readonly overlayType = CONTENT;

  protected concerns(update: { contentFlags?: unknown }): boolean {
    return Boolean(update.contentFlags);
  }

  update(): void {
    const { contentFlags } = this.ppState.current;
    for (const elementId of [...this.shown.keys()]) {
      if (!contentFlags.has(elementId)) this.remove(elementId);
    }
    for (const [elementId, flags] of contentFlags) {
      const element = this.elementRegistry.get(elementId);
      if (element && isShape(element)) this.draw(element, flags);
    }
  }

  private draw(element: DiagramElement, flags: ContentFlags): void {
    const wanted = signature(flags);
    const current = this.shown.get(element.id);
    if (current === wanted) return;
    if (current !== undefined) this.remove(element.id);
    if (wanted === '0000') return;
    const holder = document.createElement('div');
    holder.className = 'pp-content-badges';
    holder.dataset.elementId = element.id;
    for (const [key, kind, symbol] of KINDS) {
      if (!flags[key]) continue;
      const badge = document.createElement('span');
      badge.className = `pp-content-badge pp-content-${kind}`;
      badge.dataset.kind = kind;
      badge.textContent = symbol;
      badge.title = mt(`badges.${kind}`);
      badge.setAttribute('aria-label', mt(`badges.${kind}`));
      holder.append(badge);
    }
    this.overlays.add(element, CONTENT, {
      position: { bottom: 0, left: 0 },
      html: holder,
      show: { minZoom: BADGE_MIN_ZOOM },
    });
    this.shown.set(element.id, wanted);
  }
}
