import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './modeller.css';
import './diff.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { diff } from 'bpmn-js-differ';
import { importOrDestroy, type ZoomAction, zoomCanvas } from '@/components/diagram/viewer-zoom';
import { type ChangeKind, type ElementChange, summarizeDiff } from '../utils/diff-summary';
import { ppExactPanModule, ppRenderModule } from './index';
import { ppModdleDescriptor } from './moddle';
import { translateModule } from './translate';
import type { CanvasLike } from './types';

interface MarkingCanvas extends CanvasLike {
  addMarker(elementId: string, marker: string): void;
}
interface ElementRegistryLike {
  get(id: string): unknown;
}
interface ModdleLike {
  fromXML(xml: string): Promise<{ rootElement: unknown }>;
}

export interface DiffView {
  zoom(action: 'in' | 'out' | 'fit'): void;
  destroy(): void;
}

function createViewer(container: HTMLElement) {
  return new NavigatedViewer({
    container,
    additionalModules: [ppRenderModule, ppExactPanModule, translateModule],
    moddleExtensions: { pp: ppModdleDescriptor },
  });
}

/**
 * The changes of `requestedXml` against `releasedXml` (bpmn-js-differ on both parsed with the
 * modeller's moddle, ProzessPuls extensions included). Without a released version nothing is compared.
 */
export async function diffVersions(
  releasedXml: string | null,
  requestedXml: string,
): Promise<ElementChange[]> {
  if (releasedXml === null) return [];
  const viewer = createViewer(document.createElement('div'));
  try {
    const moddle = viewer.get('moddle') as ModdleLike;
    const [released, requested] = await Promise.all([
      moddle.fromXML(releasedXml),
      moddle.fromXML(requestedXml),
    ]);
    return summarizeDiff(diff(released.rootElement, requested.rootElement));
  } finally {
    viewer.destroy();
  }
}

/** A read-only diagram whose changed elements carry the marker `pp-diff-<kind>` (coloured by diff.css). */
export async function createDiffView(
  container: HTMLElement,
  xml: string,
  changes: readonly ElementChange[],
  kinds: readonly ChangeKind[],
): Promise<DiffView> {
  const viewer = createViewer(container);
  await importOrDestroy(viewer, xml);
  const canvas = viewer.get('canvas') as MarkingCanvas;
  const registry = viewer.get('elementRegistry') as ElementRegistryLike;
  for (const change of changes) {
    if (kinds.includes(change.kind) && registry.get(change.id))
      canvas.addMarker(change.id, `pp-diff-${change.kind}`);
  }
  const zoom = (action: ZoomAction) => zoomCanvas(canvas, action);
  zoom('fit');
  return { zoom, destroy: () => viewer.destroy() };
}
