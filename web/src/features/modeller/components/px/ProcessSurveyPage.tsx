import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PxElementQuestions } from '@prozesspuls/shared';
import { elementPageTitle, questionLabel, type SurveySchema, TITLE_PAGE_NAME } from '@prozesspuls/shared/px';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SurveyPreview } from '@/components/survey/SurveyPreview';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { useCreateProcessSurvey } from '../../api/create-process-survey';
import { PxElementIcon } from './PxElementIcon';
import { pxt } from './texts';

/** The survey-created toast stays 3 s, then the survey list opens. */
const CREATED_TOAST_MS = 3000;

/**
 * What PX mode hands to /surveys/processSurvey (named route processSurvey: schema and
 * surveyTitle), plus the model it belongs to and the elements with their questions for the summary.
 */
export interface ProcessSurveyState {
  readonly modelId: string;
  readonly surveyTitle: string;
  readonly schema: SurveySchema;
  readonly elements: readonly PxElementQuestions[];
}

/** The state of the history entry, or null when the page was opened without one (typed URL). */
export function processSurveyState(value: unknown): ProcessSurveyState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { modelId, surveyTitle, schema, elements } = value as Partial<ProcessSurveyState>;
  if (typeof modelId !== 'string' || typeof surveyTitle !== 'string') return null;
  if (!schema || !Array.isArray(schema.pages) || !Array.isArray(elements)) return null;
  return { modelId, surveyTitle, schema, elements };
}

/** Whether the schema opens with a start page (a first page 'titlePage' with its HTML). */
function hasCustomStartPage(schema: SurveySchema): boolean {
  return schema.pages[0]?.name === TITLE_PAGE_NAME;
}

/**
 * /surveys/processSurvey: 'Ihre Fragenauswahl' with the
 * prompt, the survey's title and start page, one section per element with its questions ('Frage n'),
 * the rendered preview, and 'Abbrechen' (back one page, to the modeller) / 'Umfrage erstellen'
 * (save, then /surveys, where the survey is sent).
 */
export function ProcessSurveyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = processSurveyState(location.state);
  const create = useCreateProcessSurvey();
  const [created, setCreated] = useState(false);
  const headingId = useId();
  if (!state) {
    return (
      <Stack spacing={2} component="section" aria-labelledby={headingId}>
        <Typography id={headingId} component="h1" variant="h4">
          {pxt('summaryTitle')}
        </Typography>
        <Alert severity="info">{pxt('summaryMissing')}</Alert>
        <Button onClick={() => void navigate(paths.surveys)} sx={{ alignSelf: 'flex-start' }}>
          {pxt('toSurveys')}
        </Button>
      </Stack>
    );
  }
  const busy = create.isPending;
  const submit = () =>
    create.mutate(
      { uuid: state.modelId, schema: state.schema },
      {
        onSuccess: () => {
          setCreated(true);
          setTimeout(() => void navigate(paths.surveys), CREATED_TOAST_MS);
        },
      },
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h1" variant="h4">
        {pxt('summaryTitle')}
      </Typography>
      <Typography color="text.secondary">{pxt('summaryPrompt')}</Typography>
      <Typography component="p" variant="h6" data-testid="process-survey-title">
        {state.surveyTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hasCustomStartPage(state.schema) ? pxt('summaryCustomStartPage') : pxt('summaryDefaultStartPage')}
      </Typography>
      {state.elements.map((element) => (
        <Paper
          key={element.elementId}
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-label={elementPageTitle(element)}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <PxElementIcon kind={element.kind} />
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {elementPageTitle(element)}
            </Typography>
          </Stack>
          <Stack spacing={0.5}>
            {element.questions.map((question, index) => (
              <Typography key={question.id} variant="body2">
                <strong>{questionLabel(index)}:</strong> {question.text}
              </Typography>
            ))}
          </Stack>
        </Paper>
      ))}
      <Typography component="h2" variant="h6">
        {pxt('summaryPreview')}
      </Typography>
      <div data-testid="survey-preview" lang="de">
        <SurveyPreview schema={state.schema} readOnly />
      </div>
      {create.isError && <Alert severity="error">{messageOf(create.error, pxt('failed'))}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => void navigate(-1)} disabled={busy || created}>
          {pxt('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy || created}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pxt('create')}
        </Button>
      </Stack>
      <Snackbar open={created} autoHideDuration={CREATED_TOAST_MS} message={pxt('created')} />
    </Stack>
  );
}
