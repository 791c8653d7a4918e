import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IntegrationSettings } from '@prozesspuls/shared';
import { type FormEvent, useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useIntegration } from '../api/get-integration';
import { useSaveIntegration } from '../api/save-integration';
import { useManagementText } from '../hooks/use-management-text';
import { integrationFormError } from '../utils/integration-form';

interface IntegrationSettingsFormProps {
  readonly clientId: number;
  readonly onSaved: (settings: IntegrationSettings) => void;
  readonly onCancel: () => void;
}

function IntegrationForm({
  settings,
  onSaved,
  onCancel,
}: {
  readonly settings: IntegrationSettings;
  readonly onSaved: (settings: IntegrationSettings) => void;
  readonly onCancel: () => void;
}) {
  const t = useManagementText();
  const save = useSaveIntegration();
  const [externalURL, setExternalURL] = useState(settings.externalURL);
  const [integrationState, setIntegrationState] = useState(settings.integrationState);
  const [touched, setTouched] = useState(false);
  const urlError = touched ? integrationFormError(externalURL) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (integrationFormError(externalURL) || save.isPending) return;
    save.mutate(
      { clientToChangeId: settings.clientToChangeId, externalURL: externalURL.trim(), integrationState },
      { onSuccess: onSaved },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={3}>
        <Typography variant="body2" color="text.secondary">
          {t('integration.intro')}
        </Typography>
        <TextField
          label={t('integration.url')}
          name="externalURL"
          type="url"
          autoComplete="off"
          autoFocus
          required
          fullWidth
          disabled={save.isPending}
          value={externalURL}
          onChange={(event) => {
            setExternalURL(event.target.value);
            setTouched(true);
            if (save.isError) save.reset();
          }}
          onBlur={() => setTouched(true)}
          error={Boolean(urlError)}
          helperText={urlError ?? t('integration.urlHint')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={integrationState}
              disabled={save.isPending}
              onChange={(event) => setIntegrationState(event.target.checked)}
            />
          }
          label={t('integration.state')}
        />
        {save.isError && <Alert severity="error">{messageOf(save.error, t('integration.failed'))}</Alert>}
        <Box>
          {save.isPending && <LinearProgress aria-label={t('integration.saving')} sx={{ mb: 2 }} />}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('common.save')}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

/** External URL and integration state of one client; saving leads back to /management. */
export function IntegrationSettingsForm({ clientId, onSaved, onCancel }: IntegrationSettingsFormProps) {
  const t = useManagementText();
  const integration = useIntegration(clientId);
  if (integration.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (integration.isError)
    return <QueryErrorAlert error={integration.error} onRetry={() => void integration.refetch()} />;
  return <IntegrationForm key={clientId} settings={integration.data} onSaved={onSaved} onCancel={onCancel} />;
}
