import Close from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { mt } from '../../i18n';

interface FullScreenDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly busy?: boolean;
  /** Buttons at the right of the title bar. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** The full-screen dialogs of the modeller (history, subprocess linking): title bar, close, content. */
export function FullScreenDialog({ title, onClose, busy = false, actions, children }: FullScreenDialogProps) {
  const titleId = useId();
  return (
    <Dialog fullScreen open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={mt('common.close')} onClick={onClose} disabled={busy}>
            <Close />
          </IconButton>
          <Typography id={titleId} component="h2" variant="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
        }}
      >
        {children}
      </Box>
    </Dialog>
  );
}
