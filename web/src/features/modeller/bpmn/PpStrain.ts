import type { MeasureOverlayBadge, StrainOverlayBadge } from './events';
import { icon } from './PpContentBadges';
import type { DiagramElement, ElementRegistryLike, EventBusLike, OverlaysLike } from './types';

const HEAT = 'pp-strain-heat';
const MEASURES = 'pp-strain-measures';
/** Material 'Build' (a wrench): a measure is work done on the activity. */
const WRENCH =
  'M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z';

function labelled<T extends HTMLElement>(element: T, elementId: string, label: string): T {
  element.dataset.elementId = elementId;
  element.title = label;
  element.setAttribute('aria-label', label);
  element.setAttribute('role', 'img');
  return element;
}

/**
 * The modeller's 'Belastung' mode: the strain of a risk assessment as a heat overlay on its
 * activities and roles, and the assessment's measures as badges on the elements they are
 * attached to. The page sends what the strain route reported with `pp.strain.show` (empty lists
 * remove everything). Only a shown result (it passed the anonymity threshold on the server) gets
 * its heat frame and figure; a hidden one gets a grey badge with the notice, never a colour that
 * would hint at its level. All badges are drawn in one pass and come back after an import.
 */
export default class PpStrain {
  static $inject = ['eventBus', 'overlays', 'elementRegistry'];

  private strain: readonly StrainOverlayBadge[] = [];
  private measures: readonly MeasureOverlayBadge[] = [];

  constructor(
    eventBus: EventBusLike,
    private readonly overlays: OverlaysLike,
    private readonly elementRegistry: ElementRegistryLike,
  ) {
    eventBus.on(
      'pp.strain.show',
      (event: { strain: readonly StrainOverlayBadge[]; measures: readonly MeasureOverlayBadge[] }) => {
        this.strain = event.strain;
        this.measures = event.measures;
        this.overlays.batch(() => this.update());
      },
    );
    eventBus.on('import.done', () => this.overlays.batch(() => this.update()));
  }

  private update(): void {
    this.overlays.remove({ type: HEAT });
    this.overlays.remove({ type: MEASURES });
    for (const badge of this.strain) {
      const element = this.elementRegistry.get(badge.elementId);
      if (element) this.drawStrain(element, badge);
    }
    for (const badge of this.measures) {
      const element = this.elementRegistry.get(badge.elementId);
      if (element) this.drawMeasures(element, badge);
    }
  }

  private drawStrain(element: DiagramElement, badge: StrainOverlayBadge): void {
    const shown = badge.level !== null;
    const root = labelled(document.createElement('span'), badge.elementId, badge.label);
    root.className = HEAT;
    root.dataset.level = badge.level ?? 'hidden';
    if (shown) {
      // The heat: the whole shape tinted in its level's colour.
      const frame = document.createElement('span');
      frame.className = 'pp-strain-frame';
      Object.assign(frame.style, {
        width: `${element.width ?? 0}px`,
        height: `${element.height ?? 0}px`,
        borderColor: badge.colour,
        background: `${badge.colour}33`,
      });
      root.append(frame);
    }
    const score = document.createElement('span');
    score.className = 'pp-strain-score';
    score.textContent = badge.text;
    score.style.background = badge.colour;
    root.append(score);
    this.overlays.add(element, HEAT, { position: { top: 0, left: 0 }, html: root });
  }

  private drawMeasures(element: DiagramElement, badge: MeasureOverlayBadge): void {
    const root = labelled(document.createElement('span'), badge.elementId, badge.label);
    root.className = MEASURES;
    root.append(icon(WRENCH), document.createTextNode(String(badge.count)));
    this.overlays.add(element, MEASURES, { position: { bottom: 10, right: 12 }, html: root });
  }
}
