import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AsidePanelProps {
  /** The heading, also the panel's accessible name. */
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** 'hidden': the content scrolls inside itself (tabs); 'auto': the whole panel scrolls. */
  readonly overflow: 'hidden' | 'auto';
  readonly children: ReactNode;
}

/** A panel beside the canvas (340 px, narrower when several are open) (side panel, question panel): heading with a close button, then the content. */
export function AsidePanel({ title, closeLabel, onClose, overflow, children }: AsidePanelProps) {
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label={title}
      // The workspace narrows the panels when several are open (utils/aside-width.ts).
      sx={{
        width: 'var(--pp-aside-width, 340px)',
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        overflow,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', pl: 2, pr: 0.5, py: 0.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Stack>
      {children}
    </Paper>
  );
}
