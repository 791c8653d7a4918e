import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { mt } from '../i18n';
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
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label={mt('sidePanel.title')}
      sx={{ width: 340, flexShrink: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', pl: 2, pr: 0.5, py: 0.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {mt('sidePanel.title')}
        </Typography>
        <IconButton aria-label={mt('sidePanel.close')} onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Stack>
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
    </Paper>
  );
}
