import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CHECKLIST_DESCRIPTION_MAX,
  CHECKLIST_NAME_MAX,
  emptyChecklistList,
  UNCONNECTED_SURVEY_ID,
} from '@prozesspuls/shared/checklists';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';
import { useCreateChecklist } from '../api/create-checklist';
import { useModuleSurveys } from '../api/get-module-surveys';
import { useChecklistsText } from '../texts';

interface CreateChecklistDialogProps {
  readonly onClose: () => void;
  readonly onCreated: (id: string) => void;
}

const LATER = String(UNCONNECTED_SURVEY_ID);

/** 'Neue Checkliste' (600 px): title, description and an optional module-1 survey. */
export function CreateChecklistDialog({ onClose, onCreated }: CreateChecklistDialogProps) {
  const t = useChecklistsText();
  const create = useCreateChecklist();
  const surveys = useModuleSurveys(1);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [surveyId, setSurveyId] = useState(LATER);

  const submit = () => {
    if (!name.trim()) return;
    create.mutate(
      {
        name: name.trim(),
        description: description.trim(),
        mod1surveyId: surveyId === LATER ? UNCONNECTED_SURVEY_ID : surveyId,
        listSchema: JSON.stringify(emptyChecklistList()),
      },
      { onSuccess: ({ id }) => onCreated(id) },
    );
  };

  return (
    <FormDialog
      title={t('create.title')}
      width={600}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending}
      spinner
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
      submitDisabled={!name.trim()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          required
          label={t('create.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHECKLIST_NAME_MAX } }}
        />
        <TextField
          label={t('create.description')}
          value={description}
          multiline
          minRows={2}
          onChange={(event) => setDescription(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHECKLIST_DESCRIPTION_MAX } }}
        />
        <TextField
          select
          label={t('create.survey')}
          value={surveyId}
          onChange={(event) => setSurveyId(event.target.value)}
        >
          <MenuItem value={LATER}>{t('create.surveyLater')}</MenuItem>
          {(surveys.data ?? []).map((survey) => (
            <MenuItem key={survey.id} value={survey.id}>
              {survey.title}
            </MenuItem>
          ))}
        </TextField>
        {create.isError && <Alert severity="error">{messageOf(create.error, '')}</Alert>}
      </Stack>
    </FormDialog>
  );
}
