import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Checklist } from '@prozesspuls/shared';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';
import { useConnectSurvey } from '../api/connect-survey';
import { useModuleSurveys } from '../api/get-module-surveys';
import { useChecklistsText } from '../texts';

interface ConnectSurveyDialogProps {
  readonly checklistId: string;
  readonly module: 1 | 2;
  readonly title: string;
  readonly onClose: () => void;
  readonly onConnected: (checklist: Checklist) => void;
}

/**
 * Links a survey of one module (600 px). OK stays disabled until a survey is chosen; the select
 * is disabled when the module has no survey; cancel drops the choice (seed 002 §4, §5).
 */
export function ConnectSurveyDialog({
  checklistId,
  module,
  title,
  onClose,
  onConnected,
}: ConnectSurveyDialogProps) {
  const t = useChecklistsText();
  const surveys = useModuleSurveys(module);
  const connect = useConnectSurvey();
  const [surveyId, setSurveyId] = useState('');
  const options = surveys.data ?? [];

  const submit = () => {
    if (!surveyId) return;
    connect.mutate({ checklistId, module, surveyId }, { onSuccess: onConnected });
  };

  return (
    <FormDialog
      title={title}
      width={600}
      onClose={onClose}
      onSubmit={submit}
      busy={connect.isPending}
      spinner
      cancelLabel={t('connect.cancel')}
      submitLabel={t('connect.ok')}
      submitDisabled={!surveyId}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('connect.label')}
          value={surveyId}
          disabled={options.length === 0}
          onChange={(event) => setSurveyId(event.target.value)}
        >
          {options.map((survey) => (
            <MenuItem key={survey.id} value={survey.id}>
              {survey.title}
            </MenuItem>
          ))}
        </TextField>
        {surveys.isSuccess && options.length === 0 && (
          <Typography color="text.secondary">{t('connect.none')}</Typography>
        )}
        {surveys.isError && <Alert severity="error">{messageOf(surveys.error, '')}</Alert>}
        {connect.isError && <Alert severity="error">{messageOf(connect.error, '')}</Alert>}
      </Stack>
    </FormDialog>
  );
}
