import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

export interface WideDialogProps extends Omit<DialogProps, 'title' | 'maxWidth' | 'slotProps'> {
  readonly onClose: () => void;
  /** Wider than DialogFrame's widths: a whole form or a card picker. */
  readonly width: 1000 | 1200;
  readonly title: ReactNode;
  readonly titleSx?: SxProps<Theme>;
  /** DialogContent and, if the dialog has them, its DialogActions. */
  readonly children: ReactNode;
}

/** A wide dialog labelled by its title, never wider than the window (16 px margin each side). */
export function WideDialog({ width, title, titleSx, children, ...dialog }: WideDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      {...dialog}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={titleSx}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
