import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface DialogActionsProps {
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  readonly onCancel: () => void;
  /** Left out: the confirm button submits the dialog's form (DialogFrame's onSubmit). */
  readonly onConfirm?: () => void;
  /** While a call runs both buttons are disabled and the confirm button spins. */
  readonly busy?: boolean;
  readonly confirmDisabled?: boolean;
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
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
