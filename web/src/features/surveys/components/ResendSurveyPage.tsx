import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { PageHeading } from '@/components/layout/PageHeading';
import { SurveyPreview } from '@/components/survey/SurveyPreview';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { useResendSurvey } from '../api/resend-survey';
import { t } from '../texts';
import { regenerateSchema, startPageHtmlOf } from '../utils/resend-schema';
import { clearResendSurvey, readResendSurvey, type StoredResendSurvey } from '../utils/resend-storage';
import { DefineSurveyStep, type SurveyDetailsDraft } from './DefineSurveyStep';

function ResendSteps({ stored }: { readonly stored: StoredResendSurvey }) {
  const navigate = useNavigate();
  const resend = useResendSurvey();
  const [step, setStep] = useState<0 | 1>(0);
  const [saved, setSaved] = useState(false);
  const [draft, setDraft] = useState<SurveyDetailsDraft>(() => ({
    title: stored.title,
    // A past deadline would end the new round at once: the creator picks a new one.
    deadlineDate:
      stored.deadlineDate !== null && stored.deadlineDate > Date.now() ? stored.deadlineDate : null,
    customStartPage: true,
    startPageHtml: stored.description ?? startPageHtmlOf(stored.surveySchema),
  }));
  const schema = useMemo(
    () =>
      regenerateSchema(stored.surveySchema, {
        title: draft.title,
        deadlineDate: draft.deadlineDate,
        startPageHtml: draft.startPageHtml,
      }),
    [stored.surveySchema, draft],
  );

  const save = () =>
    resend.mutate(
      {
        surveyId: stored.id,
        title: draft.title.trim(),
        surveySchema: JSON.stringify(schema),
        deadlineDate: draft.deadlineDate,
      },
      {
        onSuccess: () => {
          clearResendSurvey(window.localStorage);
          setSaved(true);
        },
      },
    );

  return (
    <Box>
      <PageHeading>{t('resend.title')}</PageHeading>
      {step === 0 ? (
        <DefineSurveyStep
          draft={draft}
          onChange={setDraft}
          startPageRequired
          onBack={() => void navigate(paths.surveys)}
          onNext={() => setStep(1)}
        />
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 900 }}>
          <Typography component="h2" variant="h5">
            {t('resend.preview')}
          </Typography>
          <SurveyPreview schema={schema} />
          {resend.isError && <Alert severity="error">{messageOf(resend.error, t('resend.failed'))}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setStep(0)} disabled={resend.isPending}>
              {t('wizard.previous')}
            </Button>
            <Button variant="contained" onClick={save} disabled={resend.isPending}>
              {t('resend.save')}
            </Button>
          </Stack>
        </Stack>
      )}
      <DialogFrame
        open={saved}
        title={t('resend.savedTitle')}
        width={500}
        onClose={() => void navigate(paths.surveys)}
        actions={
          <Button variant="contained" onClick={() => void navigate(paths.surveys)}>
            {t('resend.toList')}
          </Button>
        }
      >
        <Typography>{t('resend.savedText')}</Typography>
      </DialogFrame>
    </Box>
  );
}

/**
 * /surveys/send, the resend screen: the work-science survey kept in local
 * storage by 'Umfrage erneut starten', start page and title, then 'Vorschau der regenerierten
 * Umfrage' and 'Speichern' (POST /px/survey/resend); afterwards 'Umfrage erneut gespeichert' /
 * 'Senden Sie die Umfrage wieder' leads to /surveys.
 */
export function ResendSurveyPage() {
  const navigate = useNavigate();
  const [stored] = useState(() => readResendSurvey(window.localStorage));
  if (!stored) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => void navigate(paths.surveys)}>
            {t('preview.back')}
          </Button>
        }
      >
        {t('resend.missing')}
      </Alert>
    );
  }
  return <ResendSteps stored={stored} />;
}
