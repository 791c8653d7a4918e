import { mt } from '../i18n';
import { BADGE_MIN_ZOOM } from '../utils/numbering';
import { isShape } from './elements';
import type { ContentFlags } from './events';
import StateBadges from './StateBadges';
import type { DiagramElement } from './types';

const CONTENT = 'pp-content';

/**
 * The badges' icons as SVG paths (Material icons, Apache 2.0): crisp at every zoom and independent
 * of the emoji font a machine may lack.
 */
const KINDS = [
  [
    'hasComment',
    'comment',
    'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H6l-2 2V4h16z',
  ],
  [
    'hasDocument',
    'document',
    'M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5c0-1.38 1.12-2.5 2.5-2.5s2.5 1.12 2.5 2.5v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6z',
  ],
  [
    'hasDescription',
    'description',
    'M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z',
  ],
  [
    'hasQuestion',
    'question',
    'M11 18h2v-2h-2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4',
  ],
] as const;

const SVG = 'http://www.w3.org/2000/svg';

/** A 12 px icon of the given path, hidden from screen readers (the badge carries the label). */
export function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '12');
  svg.setAttribute('height', '12');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  shape.setAttribute('fill', 'currentColor');
  svg.append(shape);
  return svg;
}

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
    for (const [key, kind, path] of KINDS) {
      if (!flags[key]) continue;
      const badge = document.createElement('span');
      badge.className = `pp-content-badge pp-content-${kind}`;
      badge.dataset.kind = kind;
      badge.append(icon(path));
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
