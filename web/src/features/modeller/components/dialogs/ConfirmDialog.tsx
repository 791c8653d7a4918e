import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { mt } from '../../i18n';

interface ConfirmDialogProps {
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly extra?: ReactNode;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asks before an action ('Bearbeiten', 'Bearbeitung beenden', 'Version übernehmen', renumbering). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel = mt('common.cancel'),
  busy = false,
  error,
  extra,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      title={title}
      width={500}
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant="contained"
            onClick={onConfirm}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>{text}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {extra}
      </Stack>
    </DialogFrame>
  );
}
