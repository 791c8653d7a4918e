import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { usePxMode } from '../hooks/use-px-mode';
import { mt } from '../i18n';
import { AsidePanel } from './AsidePanel';
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
  readonly onClose: () => void;
}

/**
 * The side panel with its tabs (seed 000 §2: Kommentare, Dokumente, Beschreibung) for the
 * selected element; each tab is keyed by the element, so switching elements starts afresh.
 */
export function SidePanel({ onClose, elementId, ...panel }: SidePanelProps) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('comments');
  const id = useId();
  const Content = TAB_CONTENT[tab];
  const { pxMode } = usePxMode();
  // PX mode (seed 000 §2): the tab 'PX Fragen' instead of Kommentare, Dokumente, Beschreibung.
  if (pxMode) return <PxSidePanelContent onClose={onClose} uuid={panel.uuid} elementId={elementId} />;
  return (
    <AsidePanel
      title={mt('sidePanel.title')}
      closeLabel={mt('sidePanel.close')}
      onClose={onClose}
      overflow="hidden"
    >
      <Tabs
        value={tab}
        onChange={(_, value: (typeof TABS)[number]) => setTab(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={mt(`sidePanel.${key}`)}
            id={`${id}-${key}`}
            aria-controls={`${id}-${key}-panel`}
            sx={{ minHeight: 40, px: 1 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}`}
        sx={{ flex: 1, overflowY: 'auto' }}
      >
        {elementId ? (
          <Content key={`${tab}-${elementId}`} elementId={elementId} {...panel} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {mt('sidePanel.selectElement')}
          </Typography>
        )}
      </Box>
    </AsidePanel>
  );
}
