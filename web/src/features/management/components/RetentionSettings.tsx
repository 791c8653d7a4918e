import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RETENTION_KIND_LABELS,
  RETENTION_MONTHS_DEFAULT,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
} from '@prozesspuls/shared';
import { type FormEvent, useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { formatDateTime, formatDecimal } from '@/lib/format-date';
import { useRetention } from '../api/get-retention';
import { useRetentionLog } from '../api/get-retention-log';
import { useSaveRetention } from '../api/save-retention';
import { useManagementText } from '../hooks/use-management-text';
import { retentionFormResult } from '../utils/retention-form';
import { EmptyRow, LoadingRow } from './TableStates';

const LOG_COLUMNS = 6;

function RetentionForm({ months, onSaved }: { readonly months: number; readonly onSaved: () => void }) {
  const t = useManagementText();
  const save = useSaveRetention();
  const [value, setValue] = useState(String(months));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = retentionFormResult(value);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    save.mutate({ months: result.months }, { onSuccess: onSaved });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <TextField
        name="retentionMonths"
        label={t('retention.months')}
        value={value}
        disabled={save.isPending}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
          if (save.isError) save.reset();
        }}
        helperText={t('retention.monthsHint', {
          min: RETENTION_MONTHS_MIN,
          max: RETENTION_MONTHS_MAX,
          default: RETENTION_MONTHS_DEFAULT,
        })}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ maxWidth: 320 }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      {save.isError && <Alert severity="error">{messageOf(save.error, t('retention.failed'))}</Alert>}
      {save.isPending && <LinearProgress aria-label={t('retention.saving')} />}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** 'Löschprotokoll': what the nightly retention run deleted (kind, count, survey round; no person). */
function RetentionLog() {
  const t = useManagementText();
  const log = useRetentionLog();
  const entries = log.data ?? [];
  return (
    <Stack spacing={1}>
      <Typography id="retention-log-heading" variant="subtitle1" component="h3">
        {t('retention.logHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('retention.logIntro')}
      </Typography>
      {log.isError ? (
        <QueryErrorAlert error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="retention-log-heading">
            <TableHead>
              <TableRow>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('retention.logAt')}</TableCell>
                <TableCell>{t('retention.logKind')}</TableCell>
                <TableCell align="right">{t('retention.logCount')}</TableCell>
                <TableCell>{t('retention.logSurvey')}</TableCell>
                <TableCell align="right">{t('retention.logRound')}</TableCell>
                <TableCell align="right">{t('retention.logMonths')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.isPending ? (
                <LoadingRow columns={LOG_COLUMNS} />
              ) : entries.length === 0 ? (
                <EmptyRow columns={LOG_COLUMNS} text={t('retention.logEmpty')} />
              ) : (
                entries.map((entry) => (
                  <TableRow key={entry.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.ranAt)}</TableCell>
                    <TableCell>{RETENTION_KIND_LABELS[entry.kind]}</TableCell>
                    <TableCell align="right">{formatDecimal(entry.count, 0)}</TableCell>
                    <TableCell>{entry.surveyTitle}</TableCell>
                    <TableCell align="right">{formatDecimal(entry.round, 0)}</TableCell>
                    <TableCell align="right">{formatDecimal(entry.months, 0)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

/**
 * The client's retention period for survey free texts and mail records (DSGVO) and the log of
 * what the nightly run deleted.
 */
export function RetentionSettings({ onSaved }: { readonly onSaved: () => void }) {
  const t = useManagementText();
  const settings = useRetention();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="retention-heading"
      sx={{ p: 3, maxWidth: 960 }}
    >
      <Stack spacing={2}>
        <Typography id="retention-heading" variant="h6" component="h2">
          {t('retention.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('retention.intro')}
        </Typography>
        {settings.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {settings.isError && (
          <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
        )}
        {settings.data && (
          <RetentionForm key={settings.data.months} months={settings.data.months} onSaved={onSaved} />
        )}
        <RetentionLog />
      </Stack>
    </Paper>
  );
}
