import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PxModule, SurveySchema } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { useCreateSurvey } from '../api/create-survey';
import { t } from '../texts';
import { SurveyPreview } from './SurveyPreview';

/** The survey-generated toast stays 3 s, then the list opens. */
const CREATED_TOAST_MS = 3000;

interface PreviewStepProps {
  readonly schema: SurveySchema;
  readonly module: PxModule;
  readonly onBack: () => void;
  readonly confirmLabel?: string;
  readonly backLabel?: string;
  readonly showTitle?: boolean;
}

/** Step 3 (and the generated-survey page): the rendered survey and 'Umfrage generieren'. */
export function PreviewStep({
  schema,
  module,
  onBack,
  confirmLabel = t('wizard.generate'),
  backLabel = t('wizard.previous'),
  showTitle = true,
}: PreviewStepProps) {
  const navigate = useNavigate();
  const create = useCreateSurvey();
  const [created, setCreated] = useState(false);
  const generate = () =>
    create.mutate(
      { title: schema.title, deadlineDate: schema.deadlineDate, module, surveySchema: schema },
      {
        onSuccess: () => {
          setCreated(true);
          setTimeout(() => void navigate(paths.surveys), CREATED_TOAST_MS);
        },
      },
    );
  return (
    <Stack spacing={2}>
      {showTitle && (
        <Typography component="h2" variant="h5">
          {schema.title}
        </Typography>
      )}
      <SurveyPreview schema={schema} />
      {create.isError && <Alert severity="error">{messageOf(create.error, t('wizard.generate'))}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={create.isPending || created}>
          {backLabel}
        </Button>
        <Button variant="contained" onClick={generate} disabled={create.isPending || created}>
          {confirmLabel}
        </Button>
      </Stack>
      <Snackbar open={created} autoHideDuration={CREATED_TOAST_MS} message={t('wizard.created')} />
    </Stack>
  );
}
