import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { DialogActions } from '@/components/dialogs/DialogActions';
import { messageOf } from '@/lib/api-error';
import { useModelReviewer } from '../../api/release';
import type { ModellerController } from '../../bpmn/controller';
import { useReleaseCheck } from '../../hooks/use-release-check';
import { ModelCheckFindingList } from '../ModelCheckFindingList';
import { RELEASE_TEXTS } from './texts';

interface ReleaseRequestDialogProps {
  readonly uuid: string;
  /** The editor whose diagram is checked before the request (null: the server checks alone). */
  readonly controller: ModellerController | null;
  readonly numbers: ReadonlyMap<string, string>;
  /** Sends the request; rejects with the failure so the dialog can show it. */
  readonly onSend: (reviewer: string, commitMsg: string) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * 'Prozess zur Freigabe versenden': first the model checks run; errors block the request (each
 * finding names its element, a click selects it), warnings may be acknowledged ('Trotzdem
 * anfordern'). Then reviewer and comment, both required. The reviewer is fixed by the release
 * history unless that reviewer is the current user. A refusal of the server is shown as it says.
 */
export function ReleaseRequestDialog({
  uuid,
  controller,
  numbers,
  onSend,
  onClose,
}: ReleaseRequestDialogProps) {
  const { check, acknowledge } = useReleaseCheck(controller);
  const reviewerInfo = useModelReviewer(uuid, true);
  const [reviewer, setReviewer] = useState('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState({ reviewer: false, comment: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = reviewerInfo.data?.locked ?? false;

  useEffect(() => {
    if (reviewerInfo.data?.locked && reviewerInfo.data.reviewer) setReviewer(reviewerInfo.data.reviewer);
  }, [reviewerInfo.data]);

  const candidates = reviewerInfo.data?.candidates ?? [];
  // The fixed reviewer is offered even if not among today's candidates, so the select shows it.
  const options =
    locked && reviewerInfo.data?.reviewer && !candidates.some((c) => c.userId === reviewerInfo.data?.reviewer)
      ? [...candidates, { userId: reviewerInfo.data.reviewer, name: reviewerInfo.data.reviewer }]
      : candidates;

  const submit = async () => {
    setTouched({ reviewer: true, comment: true });
    if (!reviewer || !comment.trim()) {
      setError(RELEASE_TEXTS.fillAllFields);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSend(reviewer, comment.trim());
    } catch (failure) {
      setError(messageOf(failure, RELEASE_TEXTS.createFailed));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="release-dialog-title"
    >
      <DialogTitle id="release-dialog-title">{RELEASE_TEXTS.dialogTitle}</DialogTitle>
      <DialogContent>
        {check.state === 'checking' && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pt: 1 }}>
            <CircularProgress size={20} />
            <Typography variant="body2">{RELEASE_TEXTS.checking}</Typography>
          </Stack>
        )}
        {(check.state === 'blocked' || check.state === 'warned') && (
          <Stack spacing={1} sx={{ pt: 1 }} data-testid="release-checks">
            <Alert severity={check.state === 'blocked' ? 'error' : 'warning'}>
              {check.state === 'blocked' ? RELEASE_TEXTS.checksBlocked : RELEASE_TEXTS.checksWarned}
            </Alert>
            <ModelCheckFindingList
              controller={controller}
              findings={check.findings}
              numbers={numbers}
              onSelect={onClose}
            />
          </Stack>
        )}
        {check.state === 'passed' && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {reviewerInfo.isError && <Alert severity="error">{RELEASE_TEXTS.createFailed}</Alert>}
            <TextField
              select
              label={RELEASE_TEXTS.reviewer}
              value={reviewer}
              onChange={(event) => setReviewer(event.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, reviewer: true }))}
              disabled={locked || busy || reviewerInfo.isPending}
              required
              error={touched.reviewer && !reviewer}
              helperText={
                touched.reviewer && !reviewer
                  ? RELEASE_TEXTS.fieldRequired
                  : locked
                    ? RELEASE_TEXTS.reviewerLocked
                    : undefined
              }
              slotProps={{ select: { inputProps: { 'data-testid': 'release-reviewer' } } }}
            >
              {options.map((candidate) => (
                <MenuItem key={candidate.userId} value={candidate.userId}>
                  {candidate.name} ({candidate.userId})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={RELEASE_TEXTS.comment}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, comment: true }))}
              required
              multiline
              minRows={3}
              disabled={busy}
              error={touched.comment && !comment.trim()}
              helperText={touched.comment && !comment.trim() ? RELEASE_TEXTS.fieldRequired : undefined}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions
        cancelLabel={check.state === 'blocked' ? RELEASE_TEXTS.close : RELEASE_TEXTS.cancel}
        confirmLabel={check.state === 'warned' ? RELEASE_TEXTS.sendAnyway : RELEASE_TEXTS.send}
        onCancel={onClose}
        onConfirm={() => (check.state === 'warned' ? acknowledge() : void submit())}
        confirmDisabled={check.state === 'checking' || check.state === 'blocked'}
        busy={busy}
        spinner
      />
    </Dialog>
  );
}
