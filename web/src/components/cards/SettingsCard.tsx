import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { t } from '@/lib/i18n';

/** What a card needs of its settings query (a TanStack Query result). */
interface SettingsQuery<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly data: T | undefined;
  readonly refetch: () => unknown;
}

export interface SettingsCardProps<T> {
  /** Prefix of the heading's id; the section is labelled by `<id>-heading`. */
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly settings: SettingsQuery<T>;
  readonly maxWidth?: number;
  /** The form for the loaded settings. */
  readonly children: (data: T) => ReactNode;
  /** Shown below the form whatever the load state (a log, a save error). */
  readonly after?: ReactNode;
}

/**
 * One settings section of the administration: a titled card with its explanation that loads
 * the settings (progress, or the error with a retry) and then shows their form.
 */
export function SettingsCard<T>({
  id,
  title,
  intro,
  settings,
  maxWidth = 720,
  children,
  after,
}: SettingsCardProps<T>) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: 3, maxWidth }}>
      <Stack spacing={2}>
        <Typography id={`${id}-heading`} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {settings.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {settings.isError && (
          <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
        )}
        {settings.data !== undefined && children(settings.data)}
        {after}
      </Stack>
    </Paper>
  );
}

/** What a settings form needs of its save mutation (a TanStack Query mutation). */
interface SettingsSave {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
}

export interface SettingsFormProps {
  readonly save: SettingsSave;
  /** Called on submit unless a save is still running (a double click saves once). */
  readonly onSubmit: () => void;
  /** The form's own validation message, if its input is not valid. */
  readonly error?: string | undefined;
  /** The message when the server did not give one. */
  readonly failedText: string;
  /** The accessible name of the progress bar while saving. */
  readonly savingText: string;
  readonly spacing?: number;
  /** A remark below the fields (what the settings allow and what they do not). */
  readonly note?: string;
  readonly children: ReactNode;
}

/**
 * A settings form: its fields, then the validation or save error, progress while saving and
 * the save button (disabled while saving).
 */
export function SettingsForm({
  save,
  onSubmit,
  error,
  failedText,
  savingText,
  spacing = 2.5,
  note,
  children,
}: SettingsFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={spacing}>
      {children}
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <SaveError save={save} failedText={failedText} />
      {save.isPending && <LinearProgress aria-label={savingText} />}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A failed save: the server's message, or `failedText` when it gave none. */
export function SaveError({
  save,
  failedText,
}: {
  readonly save: SettingsSave;
  readonly failedText: string;
}) {
  return save.isError ? <Alert severity="error">{messageOf(save.error, failedText)}</Alert> : null;
}
