import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IWAK_START_PAGE_MIN_CHARACTERS, SURVEY_TITLE_MAX, startPageText } from '@prozesspuls/shared/px';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '@/components/feedback/PageLoader';
import { DateTimeField } from '@/components/form/DateTimeField';
import { t } from '../texts';

const StartPageEditor = lazy(() => import('@/components/form/StartPageEditor'));

export interface SurveyDetailsDraft {
  readonly title: string;
  readonly deadlineDate: number | null;
  readonly customStartPage: boolean;
  readonly startPageHtml: string;
}

export const EMPTY_DETAILS: SurveyDetailsDraft = {
  title: '',
  deadlineDate: null,
  customStartPage: false,
  startPageHtml: '',
};

/** Why 'Weiter' is disabled in step 2, or null. */
export function detailsProblem(
  draft: SurveyDetailsDraft,
  startPageRequired: boolean,
  now: number,
): string | null {
  if (draft.title.trim() === '') return t('wizard.titleRequired');
  if (draft.deadlineDate !== null && draft.deadlineDate < now) return t('wizard.deadlineInPast');
  const count = startPageText(draft.startPageHtml).length;
  if (startPageRequired && count < IWAK_START_PAGE_MIN_CHARACTERS) {
    return t('wizard.startPageTooShort', { min: IWAK_START_PAGE_MIN_CHARACTERS, count });
  }
  return null;
}

/** The start page HTML a survey gets from the draft ('' without a start page). */
export const startPageOf = (draft: SurveyDetailsDraft, startPageRequired: boolean) =>
  startPageRequired || draft.customStartPage ? draft.startPageHtml : '';

export interface DefineSurveyStepProps {
  readonly draft: SurveyDetailsDraft;
  readonly onChange: (draft: SurveyDetailsDraft) => void;
  /** IWAK: the start page is always there, with at least 25 characters of text (label, counter and check say the same). */
  readonly startPageRequired: boolean;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

/** Step 2 'Umfrage definieren': title, optional deadline (from now on), start page. */
export function DefineSurveyStep({
  draft,
  onChange,
  startPageRequired,
  onBack,
  onNext,
}: DefineSurveyStepProps) {
  const [touched, setTouched] = useState(false);
  const problem = detailsProblem(draft, startPageRequired, Date.now());
  const deadlineInPast = draft.deadlineDate !== null && draft.deadlineDate < Date.now();
  const showEditor = startPageRequired || draft.customStartPage;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography component="h2" variant="h5">
        {t('wizard.steps.define')}
      </Typography>
      <TextField
        label={t('wizard.surveyTitle')}
        required
        value={draft.title}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
        onBlur={() => setTouched(true)}
        error={touched && draft.title.trim() === ''}
        helperText={touched && draft.title.trim() === '' ? t('wizard.titleRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: SURVEY_TITLE_MAX } }}
      />
      <DateTimeField
        label={t('wizard.deadline')}
        value={draft.deadlineDate}
        onChange={(deadlineDate) => onChange({ ...draft, deadlineDate })}
        disablePast
        error={deadlineInPast}
        helperText={deadlineInPast ? t('wizard.deadlineInPast') : undefined}
        sx={{ maxWidth: 320 }}
      />
      {!startPageRequired && (
        <FormControlLabel
          control={
            <Switch
              checked={draft.customStartPage}
              onChange={(event) => onChange({ ...draft, customStartPage: event.target.checked })}
            />
          }
          label={t('wizard.customStartPage')}
        />
      )}
      {showEditor ? (
        <Suspense fallback={<PageLoader />}>
          <Typography variant="subtitle2">
            {startPageRequired
              ? t('wizard.startPageLabel', { min: IWAK_START_PAGE_MIN_CHARACTERS })
              : t('wizard.startPage')}
          </Typography>
          <StartPageEditor
            value={draft.startPageHtml}
            onChange={(html) => onChange({ ...draft, startPageHtml: html })}
            label={t('wizard.startPage')}
          />
          {startPageRequired && (
            <FormHelperText
              aria-live="polite"
              error={startPageText(draft.startPageHtml).length < IWAK_START_PAGE_MIN_CHARACTERS}
            >
              {t('wizard.startPageCounter', {
                count: startPageText(draft.startPageHtml).length,
                min: IWAK_START_PAGE_MIN_CHARACTERS,
              })}
            </FormHelperText>
          )}
        </Suspense>
      ) : (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => onChange({ ...draft, customStartPage: true })}
            >
              {t('wizard.addStartPage')}
            </Button>
          }
        >
          {t('wizard.withoutStartPage')}
        </Alert>
      )}
      {problem && touched && <Alert severity="warning">{problem}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>{t('wizard.previous')}</Button>
        <Button
          variant="contained"
          disabled={problem !== null}
          onClick={onNext}
          onMouseEnter={() => setTouched(true)}
        >
          {t('wizard.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
