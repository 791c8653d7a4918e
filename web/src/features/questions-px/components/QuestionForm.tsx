import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { AnswerType, ElementKind, PxQuestion, QuestionType } from '@prozesspuls/shared';
import {
  ANSWER_TYPE_LABELS,
  ANSWER_TYPES,
  answerTypeNeedsOptions,
  PROCESS_PERSPECTIVE_TYPES,
  PX_MODULE_LABELS,
  PX_QUESTION_TEXTS,
  QUESTION_TYPE_LABELS,
  type SurveySchema,
} from '@prozesspuls/shared/px';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { SurveyPreview } from '@/components/survey/SurveyPreview';
import { messageOf } from '@/lib/api-error';
import { useCreateQuestion } from '../api/create-question';
import { useElementTypes } from '../api/get-element-types';
import { useUpdateQuestion } from '../api/update-question';
import { useQuestionsPxText } from '../hooks/use-questions-px-text';
import {
  canBeInverted,
  canSave,
  EMPTY_QUESTION_FORM,
  formOfQuestion,
  previewSchema,
  type QuestionFormValues,
  questionFormErrors,
  toCreateBody,
  withAnswerType,
  withProcessPerspective,
} from '../utils/question-form';

interface QuestionFormProps {
  /** Opened from a model: the process perspective is on and cannot be switched off. */
  readonly processPerspectiveFixed?: boolean;
  /** An own question to edit; the form creates a new one without it. */
  readonly question?: PxQuestion;
  /** The saved question: when an edit made a new version, its id differs from the edited one's. */
  readonly onSaved: (question: PxQuestion) => void;
  readonly onCancel: () => void;
}

/** 'Perspektive': none, or one of the process perspectives. */
const PERSPECTIVE_OPTIONS = (['NONE', ...PROCESS_PERSPECTIVE_TYPES] as const).map((type) => ({
  value: type,
  label: QUESTION_TYPE_LABELS[type],
}));

const ANSWER_TYPE_OPTIONS = ANSWER_TYPES.map((type) => ({ value: type, label: ANSWER_TYPE_LABELS[type] }));

type Touched = Partial<Record<'text' | 'element' | 'answerType', boolean>>;

/** The question form of the page '/questions/createPXQuestion' and of its 1000 px dialog. */
export function QuestionForm({
  processPerspectiveFixed = false,
  question,
  onSaved,
  onCancel,
}: QuestionFormProps) {
  const t = useQuestionsPxText();
  const [values, setValues] = useState<QuestionFormValues>(() => {
    if (question) return formOfQuestion(question);
    return processPerspectiveFixed
      ? { ...EMPTY_QUESTION_FORM, processPerspective: true }
      : EMPTY_QUESTION_FORM;
  });
  // Module and element kind stay when editing (the API refuses to change them).
  const editing = question !== undefined;
  const [touched, setTouched] = useState<Touched>({});
  const [preview, setPreview] = useState<{ schema: SurveySchema | null } | null>(null);
  const elementTypes = useElementTypes(values.processPerspective);
  const create = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();
  const saving = editing ? updateQuestion : create;
  const errors = questionFormErrors(values);
  const shown = (field: keyof Touched) => (touched[field] ? errors[field] : undefined);
  const touch = (field: keyof Touched) => setTouched((current) => ({ ...current, [field]: true }));
  const update = (next: QuestionFormValues) => setValues(next);
  const needsOptions = values.answerType !== '' && answerTypeNeedsOptions(values.answerType);

  const setOption = (index: number, value: string) =>
    update({
      ...values,
      answerOptions: values.answerOptions.map((option, i) => (i === index ? value : option)),
    });

  const save = () => {
    const body = toCreateBody(values);
    if (!body) return;
    if (question) updateQuestion.mutate({ id: question.id, body }, { onSuccess: onSaved });
    else create.mutate(body, { onSuccess: onSaved });
  };

  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('form.text')}
        value={values.text}
        onChange={(event) => update({ ...values, text: event.target.value })}
        onBlur={() => touch('text')}
        error={shown('text') !== undefined}
        helperText={shown('text') ?? ' '}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Stack spacing={1}>
        <Box>
          <ToggleButton
            value="process"
            color="primary"
            selected={values.processPerspective}
            disabled={processPerspectiveFixed || editing}
            onChange={() => update(withProcessPerspective(values, !values.processPerspective))}
          >
            {t('form.processPerspective')}
          </ToggleButton>
        </Box>
        <Alert severity="info">{t('form.processInfo')}</Alert>
        {editing && <Alert severity="info">{t('form.perspectiveFixedOnEdit')}</Alert>}
      </Stack>
      {values.processPerspective && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('form.module')}
            value={PX_MODULE_LABELS.Module_Four}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ flex: 1 }}
          />
          <SelectField
            label={t('form.element')}
            value={values.element}
            onChange={(event) => update({ ...values, element: event.target.value as ElementKind })}
            onBlur={() => touch('element')}
            error={shown('element') !== undefined}
            helperText={shown('element') ?? ' '}
            required
            disabled={editing}
            sx={{ flex: 1 }}
            options={(elementTypes.data ?? []).map((type) => ({ value: type.element, label: type.label }))}
          />
          <SelectField
            label={t('form.perspective')}
            value={values.type}
            onChange={(event) => update({ ...values, type: event.target.value as QuestionType })}
            sx={{ flex: 1 }}
            options={PERSPECTIVE_OPTIONS}
          />
        </Stack>
      )}
      <SelectField
        label={t('form.answerType')}
        value={values.answerType}
        onChange={(event) => update(withAnswerType(values, event.target.value as AnswerType))}
        onBlur={() => touch('answerType')}
        error={shown('answerType') !== undefined}
        helperText={shown('answerType') ?? ' '}
        required
        slotProps={{ select: { onClose: () => touch('answerType') } }}
        options={ANSWER_TYPE_OPTIONS}
      />
      {canBeInverted(values) && (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={values.answerRatingInverted}
                onChange={(event) => update({ ...values, answerRatingInverted: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'px-question-inverted-help' } }}
              />
            }
            label={t('form.inverted')}
          />
          <FormHelperText id="px-question-inverted-help" sx={{ mt: 0 }}>
            {t('form.invertedHelp')}
          </FormHelperText>
        </Box>
      )}
      <TextField
        label={t('form.textEn')}
        value={values.textEn}
        onChange={(event) => update({ ...values, textEn: event.target.value })}
        helperText={t('form.textEnHelp')}
        multiline
        minRows={1}
        slotProps={{ htmlInput: { maxLength: 1000, lang: 'en' } }}
      />
      {needsOptions && (
        <Stack spacing={1} role="group" aria-label={t('form.options')}>
          <Typography variant="subtitle2">{t('form.options')}</Typography>
          {values.answerOptions.map((option, index) => (
            // Options have no identity but their place; the list only grows at the end or shrinks.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={t('form.option', { number: index + 1 })}
                value={option}
                onChange={(event) => setOption(index, event.target.value)}
                slotProps={{ htmlInput: { maxLength: 300 } }}
                sx={{ flex: 1 }}
              />
              {values.answerOptions.length > 1 && (
                <IconButton
                  aria-label={t('form.removeOption', { number: index + 1 })}
                  onClick={() =>
                    update({ ...values, answerOptions: values.answerOptions.filter((_, i) => i !== index) })
                  }
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Stack>
          ))}
          <Box>
            <Button
              startIcon={<AddOutlined />}
              onClick={() => update({ ...values, answerOptions: [...values.answerOptions, ''] })}
              disabled={values.answerOptions.length >= 30}
            >
              {t('form.addOption')}
            </Button>
          </Box>
        </Stack>
      )}
      <Stack spacing={1.5}>
        <Box>
          <Button variant="outlined" onClick={() => setPreview({ schema: previewSchema(values) })}>
            {preview === null ? t('form.previewShow') : t('form.previewUpdate')}
          </Button>
        </Box>
        {preview !== null && (
          <Stack spacing={1} aria-label={t('form.previewHeading')} role="region">
            <Alert severity="warning">{PX_QUESTION_TEXTS.matrixOnlyWarning}</Alert>
            {preview.schema && <SurveyPreview schema={preview.schema} />}
          </Stack>
        )}
      </Stack>
      {saving.isError && <Alert severity="error">{messageOf(saving.error, t('form.saveError'))}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={saving.isPending}>
          {t('form.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={!canSave(values) || saving.isPending}>
          {t('form.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
