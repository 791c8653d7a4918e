import { createReadOnlyViewer } from '@/components/diagram/read-only-viewer';
import { fitAtMostFullSize } from '@/components/diagram/viewer-zoom';
import type { StrainBadge } from '@/lib/risk/strain-badges';

interface OverlaysLike {
  add(
    elementId: string,
    type: string,
    overlay: { position: Record<string, number>; html: HTMLElement },
  ): void;
}

interface CanvasLike {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
}

interface RegistryLike {
  get(elementId: string): unknown;
}

export interface StrainViewer {
  destroy(): void;
}

function badge(className: string, text: string, label: string, colour: string): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  element.title = label;
  element.setAttribute('aria-label', label);
  element.setAttribute('role', 'img');
  Object.assign(element.style, {
    background: colour,
    color: '#fff',
    borderRadius: '10px',
    padding: '1px 6px',
    font: '600 12px/18px sans-serif',
    whiteSpace: 'nowrap',
  });
  return element;
}

/**
 * The 'Belastung' view: the released diagram the assessment refers to (read-only bpmn-js viewer,
 * loaded only on this page), each picked element with its strain badge in the heat colours and a
 * badge with the number of measures attached to it (the PX score overlay's pattern, in its own
 * module so the modeller stays untouched).
 */
export async function createStrainViewer(
  container: HTMLElement,
  xml: string,
  badges: readonly StrainBadge[],
): Promise<StrainViewer> {
  const viewer = await createReadOnlyViewer(container, xml);
  const overlays = viewer.get('overlays') as OverlaysLike;
  const registry = viewer.get('elementRegistry') as RegistryLike;
  for (const b of badges) {
    if (!registry.get(b.elementId)) continue;
    const strain = badge('pp-strain', b.text, b.label, b.colour);
    strain.dataset.elementId = b.elementId;
    overlays.add(b.elementId, 'pp-strain', { position: { top: -10, right: 10 }, html: strain });
    if (b.measures > 0) {
      const label = b.measures === 1 ? '1 Maßnahme' : `${b.measures} Maßnahmen`;
      const measure = badge('pp-strain-measures', `M ${b.measures}`, label, '#1565c0');
      measure.dataset.elementId = b.elementId;
      overlays.add(b.elementId, 'pp-strain-measures', { position: { bottom: 8, left: -8 }, html: measure });
    }
  }
  fitAtMostFullSize(viewer.get('canvas') as CanvasLike);
  return viewer;
}
