import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SCREENSHOT_MAX_BYTES,
  TICKET_MESSAGES,
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
} from '@prozesspuls/shared/help';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { messageOf } from '@/lib/api-error';
import { useSession } from '@/lib/session/use-session';
import { useCreateTicket } from '../api/create-ticket';
import { uploadScreenshot } from '../api/upload-screenshot';
import { browserName, reportRoute } from '../utils/report-context';

interface RequiredFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The German message while it is empty after a send was tried, else nothing. */
  readonly missingText: string | undefined;
  readonly maxLength: number;
  readonly multiline?: boolean;
}

/** A required text of the report; a long text gets three lines to start with. */
function RequiredField({
  label,
  value,
  onChange,
  missingText,
  maxLength,
  multiline = false,
}: RequiredFieldProps) {
  return (
    <TextField
      label={label}
      required
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={missingText !== undefined}
      helperText={missingText}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

type ReportText = 'title' | 'happened' | 'expected';

const NO_TEXTS: Readonly<Record<ReportText, string>> = { title: '', happened: '', expected: '' };

/** What each required text says while it is empty after a send was tried. */
const MISSING_TEXT: Readonly<Record<ReportText, string>> = {
  title: TICKET_MESSAGES.titleRequired,
  happened: TICKET_MESSAGES.happenedRequired,
  expected: TICKET_MESSAGES.expectedRequired,
};

/** The report's required texts in the form's order. */
const REPORT_FIELDS: readonly {
  readonly key: ReportText;
  readonly label: string;
  readonly maxLength: number;
  readonly multiline: boolean;
}[] = [
  { key: 'title', label: 'Titel', maxLength: TICKET_TITLE_MAX, multiline: false },
  { key: 'happened', label: 'Was ist passiert?', maxLength: TICKET_TEXT_MAX, multiline: true },
  { key: 'expected', label: 'Was haben Sie erwartet?', maxLength: TICKET_TEXT_MAX, multiline: true },
];

/**
 * 'Bug Report': title, what happened, what was expected and an optional screenshot
 * (≤ 5 MB, uploaded to S3 by presigned PUT); route and browser are filled in. Sending stores a
 * ticket, mails the support and the reporter, and shows the ticket number.
 */
export function BugReportTab() {
  const session = useSession();
  const location = useLocation();
  const create = useCreateTicket();
  const [texts, setTexts] = useState(NO_TEXTS);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const route = reportRoute(location.search);
  const browser = browserName(navigator.userAgent);

  if (!session) {
    return <Alert severity="info">Bitte melden Sie sich an, um einen Fehlerbericht zu senden.</Alert>;
  }
  if (create.data) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity="success" data-testid="ticket-created">
          Vielen Dank! Ihr Fehlerbericht wurde gesendet. Ihre Ticketnummer lautet{' '}
          <strong data-testid="ticket-number">{create.data.number}</strong>. Eine Bestätigung ist per E-Mail
          unterwegs.
        </Alert>
        <Button
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            create.reset();
            setTexts(NO_TEXTS);
            setFile(null);
            setTouched(false);
          }}
        >
          Weiteren Fehler melden
        </Button>
      </Stack>
    );
  }

  const isMissing = (key: ReportText) => texts[key].trim() === '';
  const busy = uploading || create.isPending;

  const pickFile = (picked: File | null) => {
    setFileError(null);
    if (picked && picked.size > SCREENSHOT_MAX_BYTES) {
      setFile(null);
      setFileError(TICKET_MESSAGES.screenshotTooLarge);
      return;
    }
    setFile(picked);
  };

  const submit = async () => {
    setTouched(true);
    if (REPORT_FIELDS.some((field) => isMissing(field.key))) return;
    setUploadError(null);
    let screenshotId: string | null = null;
    if (file) {
      setUploading(true);
      try {
        screenshotId = await uploadScreenshot(file);
      } catch (error) {
        setUploadError(messageOf(error, 'Der Screenshot konnte nicht hochgeladen werden.'));
        return;
      } finally {
        setUploading(false);
      }
    }
    create.mutate({ ...texts, route, browser, screenshotId });
  };

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 720 }}
      aria-label="Fehlerbericht"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography color="text.secondary">
        Etwas funktioniert nicht wie erwartet? Beschreiben Sie den Fehler; der Support erhält ihn mit der
        Seite und Ihrem Browser und antwortet Ihnen per E-Mail.
      </Typography>
      {REPORT_FIELDS.map(({ key, label, maxLength, multiline }) => (
        <RequiredField
          key={key}
          label={label}
          multiline={multiline}
          value={texts[key]}
          onChange={(value) => setTexts((current) => ({ ...current, [key]: value }))}
          missingText={touched && isMissing(key) ? MISSING_TEXT[key] : undefined}
          maxLength={maxLength}
        />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined">
          Screenshot auswählen (optional, bis 5 MB)
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label="Screenshot"
            onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        {file && <Typography variant="body2">{file.name}</Typography>}
      </Stack>
      {fileError && <Alert severity="error">{fileError}</Alert>}
      <Typography variant="body2" color="text.secondary" data-testid="report-context">
        Wird automatisch mitgesendet – Seite: {route} · Browser: {browser}
      </Typography>
      {uploadError && <Alert severity="error">{uploadError}</Alert>}
      {create.isError && (
        <Alert severity="error">
          {messageOf(create.error, 'Der Fehlerbericht konnte nicht gesendet werden.')}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Fehlerbericht senden
      </Button>
    </Stack>
  );
}
