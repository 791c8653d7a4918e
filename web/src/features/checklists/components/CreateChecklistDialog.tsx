import TextField from '@mui/material/TextField';
import {
  CHECKLIST_DESCRIPTION_MAX,
  CHECKLIST_NAME_MAX,
  emptyChecklistList,
  UNCONNECTED_SURVEY_ID,
} from '@prozesspuls/shared/checklists';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { useCreateChecklist } from '../api/create-checklist';
import { useModuleSurveys } from '../api/get-module-surveys';
import { useChecklistsText } from '../texts';
import { surveyOptions } from '../utils/survey-options';
import { ChecklistFormDialog } from './ChecklistFormDialog';

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
    <ChecklistFormDialog
      title={t('create.title')}
      call={create}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('create.submit')}
      submitDisabled={!name.trim()}
    >
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
      <SelectField
        label={t('create.survey')}
        value={surveyId}
        onChange={(event) => setSurveyId(event.target.value)}
        options={[{ value: LATER, label: t('create.surveyLater') }, ...surveyOptions(surveys.data ?? [])]}
      />
    </ChecklistFormDialog>
  );
}
