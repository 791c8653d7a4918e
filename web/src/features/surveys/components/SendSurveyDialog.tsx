import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManagedUser, SurveySummary } from '@prozesspuls/shared';
import {
  DEFAULT_REMINDER_DAYS_BEFORE_DEADLINE,
  isRecipientEmail,
  MAX_REMINDER_DAYS_BEFORE_DEADLINE,
  PARTICIPATION_MESSAGES,
  SEND_CHUNK_MAX_RECIPIENTS,
} from '@prozesspuls/shared/px';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';
import { useIntegrationEnabled } from '../api/get-integration-state';
import { useMembers } from '../api/get-members';
import { refreshSurveyLists } from '../api/keys';
import { sendSurvey } from '../api/send-survey';
import { SURVEYS_TEXT, t } from '../texts';
import { addAddresses, chunkRecipients } from '../utils/recipients';

interface Progress {
  readonly done: number;
  readonly total: number;
}

/**
 * 'Umfrage senden': members of the client and typed e-mail
 * addresses as chips (an invalid one turns red with the specified message), the hand-over to the
 * external workflow system when the client's integration is on, and the reminder days before the
 * deadline. Long lists go out in chunks with a progress bar; the server never sends one person
 * two links of a round, so a retry after a failed chunk is safe.
 */
export function SendSurveyDialog({
  survey,
  onClose,
  onSent,
}: {
  readonly survey: SurveySummary;
  readonly onClose: () => void;
  readonly onSent: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const members = useMembers();
  const integration = useIntegrationEnabled();
  const [users, setUsers] = useState<ManagedUser[]>([]);
  const [emails, setEmails] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [externalWFMS, setExternalWFMS] = useState(false);
  const [reminderDays, setReminderDays] = useState(String(DEFAULT_REMINDER_DAYS_BEFORE_DEADLINE));
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);

  const invalid = emails.filter((address) => !isRecipientEmail(address));
  const reminder = Number(reminderDays);
  const reminderValid =
    survey.deadlineDate === null ||
    (Number.isInteger(reminder) && reminder >= 0 && reminder <= MAX_REMINDER_DAYS_BEFORE_DEADLINE);
  const busy = progress !== null;
  const recipientCount = users.length + emails.length;
  const canSend = recipientCount > 0 && invalid.length === 0 && reminderValid && !busy;
  // Esc and a click beside the dialog would lose the chosen recipients unnoticed: ask first.
  // 'Abbrechen' is a deliberate choice and closes at once.
  const hasSelection = recipientCount > 0 || typed.trim() !== '';
  const requestClose = () => {
    if (hasSelection) setAskDiscard(true);
    else onClose();
  };

  const commitTyped = (text: string) => {
    if (text.trim() === '') return;
    setEmails((current) => addAddresses(current, [text]));
    setTyped('');
  };

  const send = async () => {
    const chunks = chunkRecipients(
      users.map((user) => user.userId),
      emails,
      SEND_CHUNK_MAX_RECIPIENTS,
    );
    setError(null);
    setProgress({ done: 0, total: recipientCount });
    let done = 0;
    try {
      for (const [index, chunk] of chunks.entries()) {
        let open = { userIds: [...chunk.userIds], emails: [...chunk.emails] };
        // The server stops within its time budget and answers the rest as pending: send those again
        // (it never sends a person a second link of the round) until the chunk is through.
        while (open.userIds.length + open.emails.length > 0) {
          const before = open.userIds.length + open.emails.length;
          const { pending } = await sendSurvey({
            surveyId: survey.id,
            ...open,
            // The hand-over happens once, with the last call of the round (the server waits for it).
            externalWFMSConnection: externalWFMS && index === chunks.length - 1,
            reminderDaysBeforeDeadline:
              survey.deadlineDate === null ? DEFAULT_REMINDER_DAYS_BEFORE_DEADLINE : reminder,
          });
          open = { userIds: [...pending.userIds], emails: [...pending.emails] };
          const sentNow = before - (open.userIds.length + open.emails.length);
          if (sentNow === 0) throw new Error(t('send.failed'));
          done += sentNow;
          setProgress({ done, total: recipientCount });
        }
      }
      await refreshSurveyLists(queryClient);
      onSent(PARTICIPATION_MESSAGES.sent);
    } catch (failure) {
      setError(messageOf(failure, t('send.failed')));
      setProgress(null);
      void refreshSurveyLists(queryClient);
    }
  };

  return (
    <>
      <FormDialog
        title={t('send.title')}
        width={684}
        onClose={requestClose}
        onCancel={onClose}
        busy={busy}
        onSubmit={() => {
          if (canSend) void send();
        }}
        submitLabel={t('send.confirm')}
        submitDisabled={!canSend}
        spinner
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('send.surveyLabel', { title: survey.title })}
          </Typography>
          <Autocomplete
            multiple
            options={members.data ?? []}
            value={users}
            onChange={(_event, value) => setUsers(value)}
            getOptionLabel={(user) => (user.fullName ? `${user.fullName} (${user.userId})` : user.userId)}
            isOptionEqualToValue={(a, b) => a.userId === b.userId}
            loading={members.isPending}
            loadingText="…"
            noOptionsText={t('send.noMembers')}
            disabled={busy}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('send.members')}
                error={members.isError}
                helperText={members.isError ? t('send.membersUnavailable') : undefined}
              />
            )}
          />
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            // Typed addresses have no suggestions: with no popup to close, Esc reaches the dialog.
            open={false}
            value={emails}
            inputValue={typed}
            disabled={busy}
            onInputChange={(_event, value, reason) => {
              // A separator typed or pasted turns what is before it into chips.
              if (reason === 'input' && /[\s,;]/.test(value)) commitTyped(value);
              else setTyped(value);
            }}
            onChange={(_event, value) => setEmails(addAddresses([], value))}
            renderValue={(value, getItemProps) =>
              value.map((address, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                const bad = !isRecipientEmail(address);
                return (
                  <Chip
                    key={key}
                    {...itemProps}
                    size="small"
                    label={address}
                    color={bad ? 'error' : 'default'}
                    variant={bad ? 'filled' : 'outlined'}
                    data-invalid={bad ? 'true' : undefined}
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('send.emails')}
                placeholder={t('send.emailsPlaceholder')}
                onBlur={() => commitTyped(typed)}
                error={invalid.length > 0}
                helperText={invalid.length > 0 ? PARTICIPATION_MESSAGES.invalidEmails : t('send.emailsHelp')}
              />
            )}
          />
          {integration.data === true && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={externalWFMS}
                  disabled={busy}
                  onChange={(event) => setExternalWFMS(event.target.checked)}
                />
              }
              label={t('send.externalWFMS')}
            />
          )}
          {survey.deadlineDate !== null && (
            <TextField
              type="number"
              label={t('send.reminderDays')}
              value={reminderDays}
              disabled={busy}
              onChange={(event) => setReminderDays(event.target.value)}
              error={!reminderValid}
              helperText={
                reminderValid
                  ? t('send.reminderHelp')
                  : t('send.reminderInvalid', { max: MAX_REMINDER_DAYS_BEFORE_DEADLINE })
              }
              slotProps={{ htmlInput: { min: 0, max: MAX_REMINDER_DAYS_BEFORE_DEADLINE, step: 1 } }}
            />
          )}
          {progress && (
            <Stack spacing={0.5}>
              <LinearProgress
                variant="determinate"
                value={progress.total === 0 ? 0 : (progress.done / progress.total) * 100}
                aria-label={t('send.progress', { done: progress.done, total: progress.total })}
              />
              <Typography variant="caption">
                {t('send.progress', { done: progress.done, total: progress.total })}
              </Typography>
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={askDiscard}
        texts={SURVEYS_TEXT.send.confirmDiscard}
        onConfirm={onClose}
        onClose={() => setAskDiscard(false)}
      />
    </>
  );
}
