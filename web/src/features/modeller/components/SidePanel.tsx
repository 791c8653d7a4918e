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

const TABS = ['comments', 'documents', 'description'] as const;

/**
 * The side panel with its tabs (seed 000 §2: Kommentare, Dokumente, Beschreibung). Their content
 * comes with later issues; until then each tab says so.
 */
export function SidePanel({ onClose }: { readonly onClose: () => void }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('comments');
  const id = useId();
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
        sx={{ p: 3, flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography color="text.secondary">{mt('sidePanel.notYetAvailable')}</Typography>
      </Box>
    </Paper>
  );
}
