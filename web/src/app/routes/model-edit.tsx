// The diagram styles belong to this route only; Vite emits them as this chunk's CSS.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import { useParams } from 'react-router';
import { ModelViewerPage } from '../../features/model-viewer/components/ModelViewerPage';

/** /modelEdit/{uuid}: the read-only model view (the modeller replaces it in a later issue). */
export function Component() {
  // A fresh page per model: going from one model to another starts the loading bar anew.
  const { uuid } = useParams();
  return <ModelViewerPage key={uuid} />;
}
