import { useState } from 'react';
import { usePxMode } from '../hooks/use-px-mode';
import { mt } from '../i18n';
import { ElementTabsPanel } from './ElementTabsPanel';
import { PxSidePanelContent } from './px/PxSidePanelContent';
import { CommentsTab } from './side-panel/CommentsTab';
import { DescriptionTab } from './side-panel/DescriptionTab';
import { DocumentsTab } from './side-panel/DocumentsTab';
import type { PanelProps } from './side-panel/panel-props';

const TABS = ['comments', 'documents', 'description'] as const;

const TAB_CONTENT = { comments: CommentsTab, documents: DocumentsTab, description: DescriptionTab } as const;

interface SidePanelProps extends Omit<PanelProps, 'elementId'> {
  /** The selected element, or null when none (or several) are selected. */
  readonly elementId: string | null;
  /** The diagram's process: its PX questions show in PX mode while no element is selected. */
  readonly processElementId?: string | null;
  /** Number, name and German type of the selected element. */
  readonly elementTitle?: string | undefined;
  readonly onClose: () => void;
}

/**
 * The side panel with its tabs (Kommentare, Dokumente, Beschreibung) for the
 * selected element; each tab is keyed by the element, so switching elements starts afresh.
 */
export function SidePanel({
  onClose,
  elementId,
  processElementId = null,
  elementTitle,
  ...panel
}: SidePanelProps) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('comments');
  const Content = TAB_CONTENT[tab];
  const { pxMode } = usePxMode();
  // PX mode: the tab 'PX Fragen' instead of Kommentare, Dokumente, Beschreibung.
  if (pxMode) {
    return (
      <PxSidePanelContent onClose={onClose} uuid={panel.uuid} elementId={elementId ?? processElementId} />
    );
  }
  return (
    <ElementTabsPanel
      tabs={TABS.map((key) => ({ key, label: mt(`sidePanel.${key}`) }))}
      tab={tab}
      onTab={setTab}
      elementId={elementId}
      selectElementText={mt('sidePanel.selectElement')}
      elementTitle={elementTitle}
      onClose={onClose}
    >
      {(selected) => <Content key={`${tab}-${selected}`} elementId={selected} {...panel} />}
    </ElementTabsPanel>
  );
}
