import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './modeller.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { importOrDestroy, type ZoomAction, zoomCanvas } from '@/components/diagram/viewer-zoom';
import { ppExactPanModule, ppRenderModule } from './index';
import { ppModdleDescriptor } from './moddle';
import { translateModule } from './translate';
import type { CanvasLike } from './types';

export interface DiagramPreview {
  zoom(action: 'in' | 'out' | 'fit'): void;
  destroy(): void;
}

/** A read-only diagram (pan and zoom) that draws the ProzessPuls elements as the modeller does. */
export async function createPreview(container: HTMLElement, xml: string): Promise<DiagramPreview> {
  const viewer = new NavigatedViewer({
    container,
    additionalModules: [ppRenderModule, ppExactPanModule, translateModule],
    moddleExtensions: { pp: ppModdleDescriptor },
  });
  await importOrDestroy(viewer, xml);
  const canvas = viewer.get('canvas') as CanvasLike;
  const zoom = (action: ZoomAction) => zoomCanvas(canvas, action);
  zoom('fit');
  return { zoom, destroy: () => viewer.destroy() };
}
