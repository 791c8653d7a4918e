import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

interface NoticeSnackbarProps {
  readonly open: boolean;
  readonly severity: 'success' | 'error';
  readonly text: string;
  readonly onClose: () => void;
  /** Left out: the notice stays until closed. */
  readonly autoHideMs?: number;
  readonly vertical: 'top' | 'bottom';
}

/** A one-line filled notice of the modeller pages (model created, leaving failed), closable by its ×. */
export function NoticeSnackbar({ open, severity, text, onClose, autoHideMs, vertical }: NoticeSnackbarProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideMs}
      onClose={onClose}
      anchorOrigin={{ vertical, horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose}>
        {text}
      </Alert>
    </Snackbar>
  );
}
