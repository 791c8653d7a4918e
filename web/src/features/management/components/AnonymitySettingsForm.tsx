import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnonymitySettingsView } from '@prozesspuls/shared';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useAnonymitySettings } from '../api/get-anonymity-settings';
import { useSaveAnonymitySettings } from '../api/save-anonymity-settings';
import { useManagementText } from '../hooks/use-management-text';
import { anonymityFormResult } from '../utils/anonymity-form';

function AnonymityForm({
  settings,
  onSaved,
}: {
  readonly settings: AnonymitySettingsView;
  readonly onSaved: () => void;
}) {
  const t = useManagementText();
  const save = useSaveAnonymitySettings();
  const [threshold, setThreshold] = useState(String(settings.anonymityThreshold));
  const [freeText, setFreeText] = useState(String(settings.freeTextThreshold));
  const [error, setError] = useState<string | undefined>();
  const { anonymityThreshold: bounds, freeTextThreshold: freeTextBounds } = settings.bounds;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = anonymityFormResult(settings, threshold, freeText);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    save.mutate(result.settings, { onSuccess: onSaved });
  };
  // What both whole-number fields share: their value, editing clears the error, digits only.
  const numberField = (name: string, value: string, set: (value: string) => void) => ({
    name,
    value,
    disabled: save.isPending,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(set)(event.target.value),
    slotProps: { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } as const },
  });
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(undefined);
    if (save.isError) save.reset();
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...numberField('anonymityThreshold', threshold, setThreshold)}
          label={t('anonymity.threshold')}
          helperText={t('anonymity.thresholdHint', bounds)}
        />
        <TextField
          {...numberField('freeTextThreshold', freeText, setFreeText)}
          label={t('anonymity.freeTextThreshold')}
          helperText={t('anonymity.freeTextHint', freeTextBounds)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('anonymity.onlyUpward')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {save.isError && <Alert severity="error">{messageOf(save.error, t('anonymity.failed'))}</Alert>}
      {save.isPending && <LinearProgress aria-label={t('anonymity.saving')} />}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The client's anonymity thresholds for survey evaluations: below them no group result
 * leaves the API. An administrator can only raise them (5–10; free text from 10).
 */
export function AnonymitySettingsForm({ onSaved }: { readonly onSaved: () => void }) {
  const t = useManagementText();
  const settings = useAnonymitySettings();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="anonymity-heading"
      sx={{ p: 3, maxWidth: 720 }}
    >
      <Stack spacing={2}>
        <Typography id="anonymity-heading" variant="h6" component="h2">
          {t('anonymity.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('anonymity.intro')}
        </Typography>
        {settings.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {settings.isError && (
          <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
        )}
        {settings.data && (
          <AnonymityForm
            key={`${settings.data.anonymityThreshold}-${settings.data.freeTextThreshold}`}
            settings={settings.data}
            onSaved={onSaved}
          />
        )}
      </Stack>
    </Paper>
  );
}
