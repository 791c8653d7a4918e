import { ElementTabsPanel } from '../ElementTabsPanel';
import { PxQuestionsTab } from './PxQuestionsTab';
import { pxt } from './texts';

interface PxSidePanelContentProps {
  readonly uuid: string;
  readonly elementId: string | null;
  readonly onClose: () => void;
}

/** The side panel in PX mode: the one tab 'PX Fragen' for the selected element. */
export function PxSidePanelContent({ uuid, elementId, onClose }: PxSidePanelContentProps) {
  return (
    <ElementTabsPanel
      tabs={[{ key: 'px', label: pxt('tab') }]}
      tab="px"
      elementId={elementId}
      selectElementText={pxt('selectElement')}
      onClose={onClose}
    >
      {(selected) => <PxQuestionsTab key={selected} uuid={uuid} elementId={selected} />}
    </ElementTabsPanel>
  );
}
