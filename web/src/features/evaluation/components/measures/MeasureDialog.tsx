import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Measure } from '@prozesspuls/shared';
import {
  isValidDueDate,
  MEASURE_DESCRIPTION_MAX,
  MEASURE_STATUSES,
  MEASURE_TITLE_MAX,
  type MeasureStatus,
} from '@prozesspuls/shared/px';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { DateField } from '@/components/form/DateField';
import { SelectField, valueOptions } from '@/components/form/SelectField';
import { useMeasureMembers } from '@/lib/api/get-measure-members';
import { messageOf } from '@/lib/api-error';
import { useCreateMeasure, useUpdateMeasure } from '../../api/save-measure';
import { t } from './measure-texts';

/** Where a new measure belongs: a node or a question of a survey's evaluation. */
export interface MeasureTarget {
  readonly surveyId: string;
  readonly nodeId?: string | null;
  readonly questionId?: string | null;
  readonly targetName: string;
}

interface MeasureDialogProps {
  /** Creating: the node or question; editing: the measure. */
  readonly target?: MeasureTarget;
  readonly measure?: Measure;
  readonly onClose: () => void;
}

interface Values {
  readonly title: string;
  readonly description: string;
  readonly responsibleUserId: string;
  readonly dueDate: string;
  readonly status: MeasureStatus;
}

function errorsOf(values: Values): Partial<Record<keyof Values, string>> {
  return {
    ...(values.title.trim() ? {} : { title: t('dialog.titleRequired') }),
    ...(values.responsibleUserId ? {} : { responsibleUserId: t('dialog.responsibleRequired') }),
    ...(isValidDueDate(values.dueDate) ? {} : { dueDate: t('dialog.dueDateRequired') }),
  };
}

/** Add or edit a measure: title, description, responsible member, due date, status. */
export function MeasureDialog({ target, measure, onClose }: MeasureDialogProps) {
  const members = useMeasureMembers();
  const create = useCreateMeasure();
  const update = useUpdateMeasure();
  const [values, setValues] = useState<Values>({
    title: measure?.title ?? '',
    description: measure?.description ?? '',
    responsibleUserId: measure?.responsibleUserId ?? '',
    dueDate: measure?.dueDate ?? '',
    status: measure?.status ?? 'offen',
  });
  const [submitted, setSubmitted] = useState(false);
  const errors = errorsOf(values);
  const shown = (field: keyof Values) => (submitted ? errors[field] : undefined);
  const busy = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const change = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const bind = (field: keyof Values) => ({ value: values[field], onChange: change(field) });
  /** A mandatory field: its error shows once the user tried to save. */
  const bindRequired = (field: keyof Values) => ({
    ...bind(field),
    required: true,
    error: Boolean(shown(field)),
    helperText: shown(field) ?? ' ',
  });

  const save = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    if (measure) {
      update.mutate({ id: measure.id, ...values }, { onSuccess: onClose });
    } else if (target) {
      create.mutate(
        {
          surveyId: target.surveyId,
          nodeId: target.nodeId ?? null,
          questionId: target.questionId ?? null,
          targetName: target.targetName,
          ...values,
        },
        { onSuccess: onClose },
      );
    }
  };

  return (
    <FormDialog
      title={measure ? t('dialog.editTitle') : t('dialog.createTitle')}
      width={500}
      busy={busy}
      onClose={onClose}
      onSubmit={save}
      submitLabel={t('dialog.save')}
      spinner
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField
          label={t('dialog.title')}
          {...bindRequired('title')}
          autoFocus
          slotProps={{ htmlInput: { maxLength: MEASURE_TITLE_MAX } }}
        />
        <TextField
          label={t('dialog.description')}
          {...bind('description')}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: MEASURE_DESCRIPTION_MAX } }}
          helperText=" "
        />
        <SelectField
          label={t('dialog.responsible')}
          {...bindRequired('responsibleUserId')}
          options={(members.data ?? []).map((member) => ({ value: member.userId, label: member.name }))}
        />
        <DateField
          label={t('dialog.dueDate')}
          value={values.dueDate}
          onChange={(dueDate) => setValues((current) => ({ ...current, dueDate }))}
          required
          error={Boolean(shown('dueDate'))}
          helperText={shown('dueDate') ?? ' '}
        />
        <SelectField
          label={t('dialog.status')}
          {...bind('status')}
          options={valueOptions(MEASURE_STATUSES)}
        />
        {failure && <Alert severity="error">{messageOf(failure, t('dialog.failed'))}</Alert>}
      </Stack>
    </FormDialog>
  );
}
