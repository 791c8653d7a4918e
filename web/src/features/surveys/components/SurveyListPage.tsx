import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SurveySummary } from '@prozesspuls/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { href, paths } from '@/config/paths';
import { getSurvey } from '@/lib/api/get-survey';
import { useWorksCouncilSettings } from '@/lib/api/get-works-council-settings';
import { messageOf } from '@/lib/api-error';
import { useArchiveSurvey } from '../api/archive-survey';
import { useDeleteSurvey } from '../api/delete-survey';
import { useFinishSurvey } from '../api/finish-survey';
import { useSurveys } from '../api/get-surveys';
import { SURVEYS_TEXT, t } from '../texts';
import { storeResendSurvey } from '../utils/resend-storage';
import { finishConfirmText, runningJobOf } from '../utils/row-actions';
import { CopySurveyDialog } from './CopySurveyDialog';
import { ModePickerDialog } from './ModePickerDialog';
import { SendSurveyDialog } from './SendSurveyDialog';
import { SurveyReadOnlyPreview } from './SurveyReadOnlyPreview';
import { SurveyTable } from './SurveyTable';

/** Survey snackbars stay about 2 s. */
const SNACKBAR_MS = 2000;

/** How often the list asks for the state while a survey finishes or an evaluation point is created. */
const POLL_MS = 2000;

/** /surveys: 'Umfragen' with the mode picker, the table, the read-only preview, copy, delete and archive. */
export function SurveyListPage() {
  const [archived, setArchived] = useState(false);
  const list = useSurveys(archived);
  const [picking, setPicking] = useState(false);
  const [previewed, setPreviewed] = useState<SurveySummary | null>(null);
  const [copying, setCopying] = useState<SurveySummary | null>(null);
  const [deleting, setDeleting] = useState<SurveySummary | null>(null);
  const [snack, setSnack] = useState<string | null>(null);
  const [sending, setSending] = useState<SurveySummary | null>(null);
  const [finishing, setFinishing] = useState<ReadonlySet<string>>(new Set());
  const [confirmingFinish, setConfirmingFinish] = useState<SurveySummary | null>(null);
  const remove = useDeleteSurvey();
  const archive = useArchiveSurvey();
  const worksCouncil = useWorksCouncilSettings();
  const finish = useFinishSurvey();
  const navigate = useNavigate();

  // A finish clicked here counts as running until the server reports FINISHED or no job any more.
  const rows = list.data;
  useEffect(() => {
    if (!rows || finishing.size === 0) return;
    const stillRunning = new Set(
      [...finishing].filter((id) => {
        const row = rows.find((survey) => survey.id === id);
        return row !== undefined && row.info.state !== 'FINISHED';
      }),
    );
    if (stillRunning.size !== finishing.size) setFinishing(stillRunning);
  }, [rows, finishing]);
  const running = finishing.size > 0 || (rows ?? []).some((survey) => runningJobOf(survey.info) !== null);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void list.refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, list.refetch]);

  const startFinish = (survey: SurveySummary) => {
    setFinishing((current) => new Set(current).add(survey.id));
    setSnack(t('actions.finishing'));
    finish.mutate(survey.id, {
      onError: (error) => {
        setFinishing((current) => new Set([...current].filter((id) => id !== survey.id)));
        setSnack(messageOf(error, t('actions.finishFailed')));
      },
    });
  };

  const startRestart = async (survey: SurveySummary) => {
    storeResendSurvey(window.localStorage, await getSurvey(survey.id));
    await navigate(paths.surveysSend, { state: { isResend: true } });
  };

  const sendDialog = sending && (
    <SendSurveyDialog
      survey={sending}
      onClose={() => setSending(null)}
      onSent={(message) => {
        setSending(null);
        setSnack(message);
      }}
    />
  );

  if (previewed)
    return (
      <>
        <SurveyReadOnlyPreview
          survey={previewed}
          onBack={() => setPreviewed(null)}
          onSend={() => setSending(previewed)}
        />
        {sendDialog}
        <Snackbar
          open={snack !== null}
          autoHideDuration={SNACKBAR_MS}
          onClose={() => setSnack(null)}
          message={snack ?? ''}
        />
      </>
    );

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <PageHeading>{t('list.title')}</PageHeading>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setPicking(true)}>
          {t('list.newSurvey')}
        </Button>
      </Stack>
      <Tabs
        value={archived ? 1 : 0}
        onChange={(_event, value: number) => setArchived(value === 1)}
        sx={{ mb: 2 }}
      >
        <Tab label={t('list.active')} />
        <Tab label={t('list.archive')} />
      </Tabs>
      {list.isPending && <PageLoader />}
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (
        <SurveyTable
          key={String(archived)}
          surveys={list.data}
          archived={archived}
          finishing={finishing}
          approvalRequired={worksCouncil.data?.approvalRequired ?? false}
          handlers={{
            onSend: setSending,
            onFinish: setConfirmingFinish,
            onRestart: (survey) =>
              void startRestart(survey).catch((error: unknown) =>
                setSnack(messageOf(error, t('restart.failed'))),
              ),
            onEvaluate: (survey, target) => {
              if (target === 'model' && survey.uuid) {
                const url = `${href(paths.modelEdit, { uuid: survey.uuid })}?mode=px&surveyId=${encodeURIComponent(survey.id)}`;
                window.open(url, '_blank', 'noopener');
              } else if (target === 'custom') {
                void navigate(href(paths.surveysEvaluationCustom, { surveyId: survey.id }));
              } else {
                void navigate(href(paths.surveysEvaluation, { surveyId: survey.id }));
              }
            },
            onOpen: setPreviewed,
            onCopy: setCopying,
            onDelete: setDeleting,
            onArchive: (survey) =>
              archive.mutate(
                { surveyId: survey.id, archived: !archived },
                {
                  onSuccess: () => setSnack(archived ? t('archive.restored') : t('archive.archived')),
                  onError: (error) => setSnack(messageOf(error, t('actions.notYetAvailable'))),
                },
              ),
          }}
        />
      )}
      <ModePickerDialog open={picking} onClose={() => setPicking(false)} />
      {sendDialog}
      {copying && (
        <CopySurveyDialog
          survey={copying}
          onClose={() => setCopying(null)}
          onDone={() => {
            setCopying(null);
            setSnack(t('copy.done'));
          }}
        />
      )}
      {confirmingFinish && (
        <ConfirmDialog
          texts={{ ...SURVEYS_TEXT.finishConfirm, text: finishConfirmText(confirmingFinish) }}
          tone="danger"
          width={500}
          busy={false}
          error={null}
          onClose={() => setConfirmingFinish(null)}
          onConfirm={() => {
            startFinish(confirmingFinish);
            setConfirmingFinish(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          texts={SURVEYS_TEXT.delete}
          values={{ title: deleting.title }}
          tone="danger"
          width={500}
          busy={remove.isPending}
          error={remove.isError ? messageOf(remove.error, '') : null}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                setSnack(t('delete.done'));
              },
            })
          }
        />
      )}
      <Snackbar
        open={snack !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={() => setSnack(null)}
        message={snack ?? ''}
      />
    </Box>
  );
}
