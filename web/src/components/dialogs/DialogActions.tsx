import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface DialogActionsProps {
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  readonly onCancel: () => void;
  /** Left out: the confirm button submits the dialog's form (DialogFrame's onSubmit). */
  readonly onConfirm?: () => void;
  /** While a call runs both buttons are disabled. */
  readonly busy?: boolean;
  readonly confirmDisabled?: boolean;
  /** A spinner in the confirm button while busy (where the dialog shows no other progress). */
  readonly spinner?: boolean;
  /** 'error' for destructive actions (red, focus starts on cancel). */
  readonly color?: 'primary' | 'error';
}

/** The cancel / confirm bar at the bottom of a dialog (DialogFrame's `actions`). */
export function DialogActions({
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  busy = false,
  confirmDisabled = false,
  spinner = false,
  color = 'primary',
}: DialogActionsProps) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy} autoFocus={color === 'error'}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={color}
        onClick={onConfirm}
        disabled={busy || confirmDisabled}
        startIcon={busy && spinner ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
