import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { pt } from '../../i18n';

interface ConfirmDialogProps {
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
  /** The server's message when the action failed. */
  readonly error?: string | null;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** A destructive confirmation ('Prozessmodell löschen', 'Ordner löschen'), 400 px wide. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      title={title}
      width={400}
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {pt('common.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <WarningAmberOutlined color="error" aria-hidden sx={{ mt: 0.25 }} />
          <Typography>{text}</Typography>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
