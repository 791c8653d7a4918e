import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RETENTION_KIND_LABELS,
  RETENTION_MONTHS_DEFAULT,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
} from '@prozesspuls/shared';
import { useState } from 'react';
import { formatDateTime, formatDecimal } from '@/lib/format-date';
import { useRetention } from '../api/get-retention';
import { useRetentionLog } from '../api/get-retention-log';
import { useSaveRetention } from '../api/save-retention';
import { useManagementText } from '../hooks/use-management-text';
import { retentionFormResult } from '../utils/retention-form';
import { AreaSettingsCard, AreaSettingsForm } from './AreaSettings';
import { QueryTable } from './TableStates';

function RetentionForm({ months, onSaved }: { readonly months: number; readonly onSaved: () => void }) {
  const t = useManagementText();
  const save = useSaveRetention();
  const [value, setValue] = useState(String(months));
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const result = retentionFormResult(value);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    save.mutate({ months: result.months }, { onSuccess: onSaved });
  };

  return (
    <AreaSettingsForm area="retention" save={save} onSubmit={submit} error={error}>
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
    </AreaSettingsForm>
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
      <QueryTable
        labelledBy="retention-log-heading"
        query={log}
        columns={[
          { label: t('retention.logAt'), cell: { sx: { whiteSpace: 'nowrap' } } },
          { label: t('retention.logKind') },
          { label: t('retention.logCount'), cell: { align: 'right' } },
          { label: t('retention.logSurvey') },
          { label: t('retention.logRound'), cell: { align: 'right' } },
          { label: t('retention.logMonths'), cell: { align: 'right' } },
        ]}
        rows={entries}
        emptyText={t('retention.logEmpty')}
        renderRow={(entry) => (
          <TableRow key={entry.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.ranAt)}</TableCell>
            <TableCell>{RETENTION_KIND_LABELS[entry.kind]}</TableCell>
            <TableCell align="right">{formatDecimal(entry.count, 0)}</TableCell>
            <TableCell>{entry.surveyTitle}</TableCell>
            <TableCell align="right">{formatDecimal(entry.round, 0)}</TableCell>
            <TableCell align="right">{formatDecimal(entry.months, 0)}</TableCell>
          </TableRow>
        )}
      />
    </Stack>
  );
}

/**
 * The client's retention period for survey free texts and mail records (DSGVO) and the log of
 * what the nightly run deleted.
 */
export function RetentionSettings({ onSaved }: { readonly onSaved: () => void }) {
  const settings = useRetention();
  return (
    <AreaSettingsCard
      id="retention"
      area="retention"
      settings={settings}
      maxWidth={960}
      after={<RetentionLog />}
    >
      {(data) => <RetentionForm key={data.months} months={data.months} onSaved={onSaved} />}
    </AreaSettingsCard>
  );
}
