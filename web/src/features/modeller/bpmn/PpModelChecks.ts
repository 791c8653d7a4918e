import type { ModelCheckFinding } from '@prozesspuls/shared';
import { MODEL_CHECK_SEVERITY_LABELS } from '@prozesspuls/shared';
import type { DiagramElement, ElementRegistryLike, EventBusLike, OverlaysLike } from './types';

const MARKER = 'pp-check-marker';

/** A round marker with '!' (error) or 'i' (warning), drawn as SVG so it looks alike everywhere. */
function markerIcon(severity: ModelCheckFinding['severity']): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  const circle = document.createElementNS(ns, 'circle');
  circle.setAttribute('cx', '8');
  circle.setAttribute('cy', '8');
  circle.setAttribute('r', '8');
  circle.setAttribute('fill', severity === 'error' ? '#c62828' : '#ed6c02');
  const mark = document.createElementNS(ns, 'path');
  mark.setAttribute('d', severity === 'error' ? 'M7 3.5h2v6H7zM7 11h2v2H7z' : 'M7 3h2v2H7zM7 6.5h2v6.5H7z');
  mark.setAttribute('fill', '#ffffff');
  svg.append(circle, mark);
  return svg;
}

/**
 * 'Modell prüfen': the findings of the model checks as markers on their elements (bottom left),
 * one per element with the worst severity, its German texts as tooltip. The page sends them with
 * `pp.checks.findings` (an empty list removes them); an element that is not drawn on this diagram
 * gets no marker (the list beside the canvas still names it).
 */
export default class PpModelChecks {
  static $inject = ['eventBus', 'overlays', 'elementRegistry'];

  private findings: readonly ModelCheckFinding[] = [];

  constructor(
    eventBus: EventBusLike,
    private readonly overlays: OverlaysLike,
    private readonly elementRegistry: ElementRegistryLike,
  ) {
    eventBus.on('pp.checks.findings', (event: { findings: readonly ModelCheckFinding[] }) => {
      this.findings = event.findings;
      this.overlays.batch(() => this.update());
    });
    // Another diagram of the file, or a new version: the old markers would point at nothing.
    eventBus.on('import.parse.start', () => {
      this.findings = [];
    });
  }

  private update(): void {
    this.overlays.remove({ type: MARKER });
    const byElement = new Map<string, ModelCheckFinding[]>();
    for (const finding of this.findings) {
      byElement.set(finding.elementId, [...(byElement.get(finding.elementId) ?? []), finding]);
    }
    for (const [elementId, findings] of byElement) {
      const element = this.elementRegistry.get(elementId);
      if (element) this.draw(element, findings);
    }
  }

  private draw(element: DiagramElement, findings: readonly ModelCheckFinding[]): void {
    const severity = findings.some((finding) => finding.severity === 'error') ? 'error' : 'warn';
    const marker = document.createElement('span');
    marker.className = MARKER;
    marker.dataset.elementId = element.id;
    marker.dataset.severity = severity;
    const text = findings
      .map((finding) => `${MODEL_CHECK_SEVERITY_LABELS[finding.severity]}: ${finding.text}`)
      .join('\n');
    marker.title = text;
    marker.setAttribute('role', 'img');
    marker.setAttribute('aria-label', text);
    marker.append(markerIcon(severity));
    this.overlays.add(element, MARKER, { position: { bottom: 8, left: -8 }, html: marker });
  }
}
