import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { RELEASE_TEXTS } from './texts';

/** What the editor chose for unsaved changes under release. */
export type UnsavedChoice = 'draft' | 'send' | 'discard' | 'stay';

interface UnsavedReleaseDialogProps {
  readonly open: boolean;
  readonly busy: boolean;
  readonly onChoose: (choice: UnsavedChoice) => void;
}

/**
 * Ending or leaving with unsaved changes under release: the changes are never
 * discarded silently. The editor keeps them as draft (interim save), sends them for release, or
 * discards them on purpose; 'Abbrechen' stays in edit mode.
 */
export function UnsavedReleaseDialog({ open, busy, onChoose }: UnsavedReleaseDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={RELEASE_TEXTS.unsavedTitle}
      width={600}
      busy={busy}
      onClose={() => onChoose('stay')}
      actions={
        <Button onClick={() => onChoose('stay')} disabled={busy}>
          {RELEASE_TEXTS.cancel}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography>{RELEASE_TEXTS.unsavedText}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" disabled={busy} onClick={() => onChoose('draft')}>
            {RELEASE_TEXTS.keepDraft}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => onChoose('send')}>
            {RELEASE_TEXTS.send}
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => onChoose('discard')}>
            {RELEASE_TEXTS.discard}
          </Button>
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
