import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEW_DATE_MESSAGES, reviewDateError } from '@prozesspuls/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { DateField } from '@/components/form/DateField';
import { messageOf } from '@/lib/api-error';
import { setReviewDate } from '../../api/set-review-date';
import { RELEASE_TEXTS } from './texts';

interface ReviewDateDialogProps {
  readonly uuid: string;
  /** The date in force (ISO), null before any approval. */
  readonly reviewDueAt: string | null;
  readonly onSaved: () => void;
  readonly onClose: () => void;
}

/**
 * 'Nächste Überprüfung': the owner or reviewer picks the day the released process is
 * due for review. The day is checked here as the server checks it (reviewDateError), so a wrong
 * day is named before sending; the server's answer is shown as it comes.
 */
export function ReviewDateDialog({ uuid, reviewDueAt, onSaved, onClose }: ReviewDateDialogProps) {
  const [day, setDay] = useState(reviewDueAt?.slice(0, 10) ?? '');
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: (value: string | null) => setReviewDate(uuid, value),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const error = day === '' ? REVIEW_DATE_MESSAGES.invalid : reviewDateError(day, Date.now());
  const shownError = tried ? error : undefined;
  return (
    <FormDialog
      title={RELEASE_TEXTS.reviewDateTitle}
      width={400}
      busy={save.isPending}
      onClose={onClose}
      submitLabel={RELEASE_TEXTS.save}
      onSubmit={() => {
        setTried(true);
        if (!error) save.mutate(day);
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{RELEASE_TEXTS.reviewDateText}</Typography>
        <DateField
          label={RELEASE_TEXTS.reviewDate}
          value={day}
          onChange={setDay}
          required
          error={Boolean(shownError)}
          helperText={shownError ?? ' '}
        />
        <Button
          size="small"
          onClick={() => save.mutate(null)}
          disabled={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {RELEASE_TEXTS.reviewDateDefault}
        </Button>
        {save.error && (
          <Alert severity="error">{messageOf(save.error, RELEASE_TEXTS.reviewDateFailed)}</Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
