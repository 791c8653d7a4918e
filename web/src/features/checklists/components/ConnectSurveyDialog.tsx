import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Checklist } from '@prozesspuls/shared';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { messageOf } from '@/lib/api-error';
import { useConnectSurvey } from '../api/connect-survey';
import { useModuleSurveys } from '../api/get-module-surveys';
import { useChecklistsText } from '../texts';
import { surveyOptions } from '../utils/survey-options';
import { ChecklistFormDialog } from './ChecklistFormDialog';

interface ConnectSurveyDialogProps {
  readonly checklistId: string;
  readonly module: 1 | 2;
  readonly onClose: () => void;
  readonly onConnected: (checklist: Checklist) => void;
}

/**
 * Links a survey of one module (600 px). OK stays disabled until a survey is chosen; the select
 * is disabled when the module has no survey; cancel drops the choice.
 */
export function ConnectSurveyDialog({ checklistId, module, onClose, onConnected }: ConnectSurveyDialogProps) {
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
    <ChecklistFormDialog
      title={module === 1 ? t('answer.surveyModule1') : t('answer.surveyModule2')}
      call={connect}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('connect.ok')}
      submitDisabled={!surveyId}
    >
      <SelectField
        label={t('connect.label')}
        value={surveyId}
        disabled={options.length === 0}
        onChange={(event) => setSurveyId(event.target.value)}
        options={surveyOptions(options)}
      />
      {surveys.isSuccess && options.length === 0 && (
        <Typography color="text.secondary">{t('connect.none')}</Typography>
      )}
      {surveys.isError && <Alert severity="error">{messageOf(surveys.error, '')}</Alert>}
    </ChecklistFormDialog>
  );
}
