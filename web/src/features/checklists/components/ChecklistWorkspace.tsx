import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Checklist } from '@prozesspuls/shared';
import {
  checklistLight,
  checklistProgress,
  completesSurveyStep,
  openingStepIndex,
  proceedBlock,
  stepCompletion,
  UNCONNECTED_SURVEY_ID,
  visibleSteps,
} from '@prozesspuls/shared/checklists';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { DoneSnackbar } from '@/components/feedback/DoneSnackbar';
import { SignalLight } from '@/components/feedback/SignalLight';
import { PageHeading } from '@/components/layout/PageHeading';
import { href, paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { useSaveChecklist } from '../api/save-checklist';
import { useChecklistsText } from '../texts';
import { listSchemaOf, parseSteps, skipStep4Of, withAnswer } from '../utils/answers';
import { ChecklistStepPage } from './ChecklistStepPage';
import { ConnectSurveyDialog } from './ConnectSurveyDialog';
import { StatusChip } from './StatusChip';
import { SurveyEvaluationDialog } from './SurveyEvaluationDialog';
import { SurveyLinkButtons } from './SurveyLinkButtons';
import { YesNoDialog } from './YesNoDialog';

type SurveyDialog = {
  readonly module: 1 | 2;
  readonly kind: 'connect' | 'evaluation';
};

/**
 * The answer page: header with the survey links and 'Speichern', the
 * stepper, one step at a time, Zurück/Weiter and the step's traffic light. Weiter needs the
 * module-1 survey and every item 'Vollständig erledigt' (proceedBlock, the server's rule too);
 * changing step saves. Leaving with unsaved changes asks whether to save first.
 */
export function ChecklistWorkspace({ checklist }: { readonly checklist: Checklist }) {
  const t = useChecklistsText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const save = useSaveChecklist();
  const [steps, setSteps] = useState(() => parseSteps(checklist.listSchema));
  const [version, setVersion] = useState(checklist.version);
  const [links, setLinks] = useState({
    mod1surveyId: checklist.mod1surveyId,
    mod2surveyId: checklist.mod2surveyId,
  });
  const skipStep4 = skipStep4Of(searchParams.get('skipStep4'), checklist.skipStep4);
  const shown = visibleSteps(steps, skipStep4);
  const mod1Connected = links.mod1surveyId !== UNCONNECTED_SURVEY_ID;
  const [position, setPosition] = useState(() => {
    const opening = openingStepIndex(checklistProgress(steps, { mod1Connected, skipStep4 }));
    return Math.max(
      0,
      shown.findIndex((entry) => entry.index === opening),
    );
  });
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  dirtyRef.current = dirty;
  const [saved, setSaved] = useState(false);
  const [dialog, setDialog] = useState<SurveyDialog | null>(null);
  const [stepDoneOpen, setStepDoneOpen] = useState(false);

  const current = shown[position] ?? shown[0];
  const percent = current ? stepCompletion(current.step) : 0;
  const block = current ? proceedBlock(current.step, current.index, { mod1Connected }) : 'incomplete';
  const isLast = position >= shown.length - 1;

  const persist = (onDone?: () => void) =>
    save.mutate(
      { id: checklist.id, listSchema: listSchemaOf(steps), version, skipStep4 },
      {
        onSuccess: (result) => {
          setVersion(result.version);
          dirtyRef.current = false;
          setDirty(false);
          if (onDone) onDone();
          else setSaved(true);
        },
      },
    );

  const answer = (field: number, option: number, value: string | number) => {
    if (!current) return;
    setSteps((all) => withAnswer(all, { step: current.index, field, option }, value));
    setDirty(true);
  };

  /** Saves and moves on; `then` runs once the step is saved and changed (e.g. to open the evaluation). */
  const advance = (then?: () => void) => {
    setDialog(null);
    setStepDoneOpen(false);
    persist(() => {
      if (isLast) {
        navigate(href(paths.checklistFinished, { listId: checklist.id }));
        return;
      }
      setPosition((p) => p + 1);
      window.scrollTo({ top: 0 });
      then?.();
    });
  };

  // Only a completed survey step offers the linked survey's evaluation; other steps move on at once.
  const next = () => {
    if (current && completesSurveyStep(current.index, { mod1Connected })) setStepDoneOpen(true);
    else advance();
  };

  const back = () => {
    setPosition((p) => Math.max(0, p - 1));
    window.scrollTo({ top: 0 });
  };

  // Leaving with unsaved answers: 'Speichern Sie Ihre Arbeit' (Ja saves, either answer leaves).
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blockedText =
    block === 'survey'
      ? t('answer.blockedSurvey')
      : block === 'incomplete'
        ? t('answer.blockedIncomplete')
        : '';

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button startIcon={<ArrowBackOutlined />} onClick={() => navigate(paths.checklist)}>
            {t('answer.back')}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <SurveyLinkButtons
            checklist={links}
            onOpen={(module, connected) => setDialog({ module, kind: connected ? 'evaluation' : 'connect' })}
          />
          <Button
            variant="contained"
            startIcon={<SaveOutlined />}
            disabled={save.isPending}
            onClick={() => persist()}
          >
            {t('answer.save')}
          </Button>
        </Stack>
      </Stack>
      <PageHeading>{checklist.name}</PageHeading>
      {save.isError && <Alert severity="error">{messageOf(save.error, '')}</Alert>}
      <Stepper activeStep={position} alternativeLabel>
        {shown.map((entry) => (
          <Step
            key={entry.index}
            completed={stepCompletion(entry.step) === 100 && entry.index < (current?.index ?? 0)}
          >
            <StepLabel icon={entry.label}>{entry.step.title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {current && <ChecklistStepPage step={current.step} label={current.label} onAnswer={answer} />}
        </Box>
        <Paper
          variant="outlined"
          sx={{ p: 2, minWidth: 200, position: { lg: 'sticky' }, top: { lg: 16 } }}
          aria-live="polite"
        >
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ transform: 'scale(2.5)', my: 2 }}>
              <SignalLight light={checklistLight(percent)} />
            </Box>
            <StatusChip percent={percent} />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('answer.progress', { percent })}
            </Typography>
          </Stack>
        </Paper>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={position === 0 || save.isPending} onClick={back}>
          {t('answer.previous')}
        </Button>
        <Tooltip title={blockedText}>
          <span>
            <Button variant="contained" disabled={block !== null || save.isPending} onClick={next}>
              {isLast ? t('answer.finish') : t('answer.next')}
            </Button>
          </span>
        </Tooltip>
      </Stack>

      <YesNoDialog
        question="stepDone"
        open={stepDoneOpen}
        onConfirm={() =>
          advance(() => navigate(href(paths.surveysEvaluation, { surveyId: String(links.mod1surveyId) })))
        }
        onClose={() => advance()}
      />
      {dialog?.kind === 'connect' && (
        <ConnectSurveyDialog
          checklistId={checklist.id}
          module={dialog.module}
          onClose={() => setDialog(null)}
          onConnected={(result) => {
            setLinks({ mod1surveyId: result.mod1surveyId, mod2surveyId: result.mod2surveyId });
            setVersion(result.version);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'evaluation' && (
        <SurveyEvaluationDialog
          module={dialog.module}
          surveyId={String(dialog.module === 1 ? links.mod1surveyId : links.mod2surveyId)}
          onClose={() => setDialog(null)}
        />
      )}
      <YesNoDialog
        question="leave"
        open={blocker.state === 'blocked'}
        busy={save.isPending}
        onConfirm={() =>
          persist(() => {
            if (blocker.state === 'blocked') blocker.proceed();
          })
        }
        onClose={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
      <DoneSnackbar open={saved} text={t('answer.saved')} onClose={() => setSaved(false)} />
    </Stack>
  );
}
