import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useWorksCouncilSettings } from '@/lib/api/get-works-council-settings';
import { messageOf } from '@/lib/api-error';
import { useSaveWorksCouncilSettings } from '../api/save-works-council-settings';
import { useManagementText } from '../hooks/use-management-text';

/**
 * The tenant's works council setting: whether every questionnaire needs the works council's
 * approval before it is sent (default off; the send route enforces it).
 */
export function WorksCouncilSettingsForm({ onSaved }: { readonly onSaved: () => void }) {
  const t = useManagementText();
  const settings = useWorksCouncilSettings();
  const save = useSaveWorksCouncilSettings();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="works-council-heading"
      sx={{ p: 3, maxWidth: 720 }}
    >
      <Stack spacing={2}>
        <Typography id="works-council-heading" variant="h6" component="h2">
          {t('worksCouncil.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('worksCouncil.intro')}
        </Typography>
        {settings.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {settings.isError && (
          <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
        )}
        {settings.data && (
          <FormControlLabel
            control={
              <Switch
                checked={settings.data.approvalRequired}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate({ approvalRequired: event.target.checked }, { onSuccess: onSaved })
                }
              />
            }
            label={t('worksCouncil.approvalRequired')}
          />
        )}
        {save.isError && <Alert severity="error">{messageOf(save.error, t('worksCouncil.failed'))}</Alert>}
      </Stack>
    </Paper>
  );
}
