// The diagram styles belong to this route only; Vite emits them as this chunk's CSS.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import { ModelViewerPage } from '../../features/model-viewer/components/ModelViewerPage';

/** /modelEdit/{uuid}: the read-only model view (the modeller replaces it in a later issue). */
export function Component() {
  return <ModelViewerPage />;
}
