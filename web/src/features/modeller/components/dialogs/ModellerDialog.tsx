import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

interface ModellerDialogProps {
  readonly open?: boolean;
  readonly title: ReactNode;
  /** Seed 000 §9: dialog widths between 400 and 1000 px. */
  readonly width: 400 | 500 | 684 | 800;
  readonly onClose: () => void;
  /** While a call runs the dialog cannot be closed by Escape or the backdrop. */
  readonly busy?: boolean;
  readonly actions: ReactNode;
  readonly children: ReactNode;
}

/** The frame of the modeller's small dialogs: title, content, actions, fixed width. */
export function ModellerDialog({
  open = true,
  title,
  width,
  onClose,
  busy = false,
  actions,
  children,
}: ModellerDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>{actions}</DialogActions>
    </Dialog>
  );
}
