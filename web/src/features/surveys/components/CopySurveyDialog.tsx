import TextField from '@mui/material/TextField';
import type { SurveySummary } from '@prozesspuls/shared';
import { SURVEY_TITLE_MAX } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { DialogActions } from '@/components/dialogs/DialogActions';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { getSurvey } from '@/lib/api/get-survey';
import { messageOf } from '@/lib/api-error';
import { useCreateSurvey } from '../api/create-survey';
import { t } from '../texts';
import { copyTitle } from '../utils/row-actions';

interface CopySurveyDialogProps {
  readonly survey: SurveySummary;
  readonly onClose: () => void;
  readonly onDone: () => void;
}

/** 'Kopieren': a new survey with the original's questions under a title of its own. */
export function CopySurveyDialog({ survey, onClose, onDone }: CopySurveyDialogProps) {
  const [title, setTitle] = useState(copyTitle(survey.title));
  const create = useCreateSurvey();
  const submit = async () => {
    const original = await getSurvey(survey.id);
    const deadline =
      original.deadlineDate !== null && original.deadlineDate > Date.now() ? original.deadlineDate : null;
    await create.mutateAsync({
      title: title.trim(),
      deadlineDate: deadline,
      module: original.module,
      surveySchema: { ...original.surveySchema, title: title.trim(), deadlineDate: deadline },
    });
    onDone();
  };
  return (
    <DialogFrame
      title={t('copy.title')}
      width={800}
      onClose={onClose}
      busy={create.isPending}
      onSubmit={() => void submit().catch(() => undefined)}
      actions={
        <DialogActions
          cancelLabel={t('copy.cancel')}
          confirmLabel={t('copy.confirm')}
          onCancel={onClose}
          busy={create.isPending}
          confirmDisabled={title.trim() === ''}
          spinner
        />
      }
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={t('copy.label')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: SURVEY_TITLE_MAX } }}
        error={create.isError}
        helperText={create.isError ? messageOf(create.error, '') : undefined}
      />
    </DialogFrame>
  );
}
