import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SURVEY_STATE_LABELS } from '@prozesspuls/shared/px';
import { EvaluationDownloads } from '@/components/evaluation/EvaluationDownloads';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ScoreLegend } from '@/components/feedback/ScoreLegend';
import { formatDateTime } from '@/lib/format-date';
import type { PxEvaluation } from '../hooks/use-px-evaluation';
import { pxOverviewCounts } from '../utils/px-evaluation';
import { PxAsidePanel } from './PxAsidePanel';
import { pxt } from './PxEvaluationTexts';

interface PxOverviewPanelProps {
  readonly evaluation: PxEvaluation;
  readonly canEvalPx: boolean;
  readonly editing: boolean;
  readonly onClose: () => void;
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack sx={{ flex: 1, alignItems: 'center', py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="h6" component="span" data-testid={testId}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
}

/**
 * The PX overview side panel: counts of surveys, answers and
 * evaluation points; the survey dropdown (date and title); the chosen survey's data (sent count,
 * answered count, status); and the show/hide evaluation button, disabled without answers.
 */
export function PxOverviewPanel({ evaluation, canEvalPx, editing, onClose }: PxOverviewPanelProps) {
  const { surveys, selected } = evaluation;
  const disabledReason = !canEvalPx
    ? pxt('overview.noEvalRight')
    : editing
      ? pxt('overview.whileEditing')
      : (selected?.info.answeredCount ?? 0) === 0
        ? pxt('overview.noAnswers')
        : '';
  return (
    <PxAsidePanel panel="overview" onClose={onClose} testId="px-overview">
      {surveys.isPending && (
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={pxt('overview.loading')} />
        </Stack>
      )}
      {surveys.isError && <QueryErrorAlert error={surveys.error} onRetry={() => void surveys.refetch()} />}
      {surveys.data && <OverviewContent evaluation={evaluation} disabledReason={disabledReason} />}
    </PxAsidePanel>
  );
}

/**
 * The evaluation point of the shown survey: its job while it runs ('Ein Auswertungspunkt wird
 * gerade erstellt...'), why there are no scores yet, and the button that starts a new point (for
 * answers that came in after the last one, too).
 */
function PointStatus({ evaluation }: { evaluation: PxEvaluation }) {
  const { pointJob, createPoint, createPointMutation } = evaluation;
  if (pointJob === 'running' || createPointMutation.isPending) {
    return (
      <Stack spacing={1} role="status">
        <Typography variant="body2">{pxt('overview.pointRunning')}</Typography>
        <LinearProgress aria-label={pxt('overview.pointRunning')} />
      </Stack>
    );
  }
  return (
    <>
      {!evaluation.evaluationLoading && evaluation.elements === null && (
        <Alert severity="info">{pxt('overview.noPoint')}</Alert>
      )}
      {pointJob === 'failed' && <Alert severity="error">{pxt('overview.pointFailed')}</Alert>}
      {createPointMutation.isError && <QueryErrorAlert error={createPointMutation.error} />}
      {createPoint && (
        <Button variant="outlined" onClick={createPoint}>
          {pxt('overview.createPoint')}
        </Button>
      )}
    </>
  );
}

function OverviewContent({
  evaluation,
  disabledReason,
}: {
  evaluation: PxEvaluation;
  disabledReason: string;
}) {
  const list = evaluation.surveys.data ?? [];
  const counts = pxOverviewCounts(list);
  const { selected } = evaluation;
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Figure label={pxt('overview.surveys')} value={counts.surveys} testId="px-count-surveys" />
        <Figure label={pxt('overview.answers')} value={counts.answers} testId="px-count-answers" />
        <Figure
          label={pxt('overview.evaluationPoints')}
          value={counts.evaluationPoints}
          testId="px-count-points"
        />
      </Stack>
      {list.length === 0 || !selected ? (
        <Typography color="text.secondary">{pxt('overview.empty')}</Typography>
      ) : (
        <>
          <TextField
            select
            size="small"
            label={pxt('overview.survey')}
            value={selected.id}
            onChange={(event) => evaluation.select(event.target.value)}
          >
            {list.map((survey) => (
              <MenuItem key={survey.id} value={survey.id}>
                {pxt('overview.surveyOption', {
                  date: formatDateTime(survey.createdDate).slice(0, 10),
                  title: survey.title,
                })}
              </MenuItem>
            ))}
          </TextField>
          <Stack spacing={0.5} data-testid="px-survey-data">
            <Row label={pxt('overview.sentTo')} value={selected.info.sendToCount} />
            <Row label={pxt('overview.answered')} value={selected.info.answeredCount} />
            <Row label={pxt('overview.state')} value={SURVEY_STATE_LABELS[selected.info.state]} />
          </Stack>
          <Tooltip title={disabledReason}>
            {/* A disabled button shows no tooltip of its own. */}
            <span>
              <Button
                fullWidth
                variant={evaluation.shown ? 'outlined' : 'contained'}
                disabled={disabledReason !== ''}
                onClick={evaluation.toggle}
              >
                {evaluation.shown ? pxt('overview.hide') : pxt('overview.show')}
              </Button>
            </span>
          </Tooltip>
          {evaluation.shown && (
            <Stack spacing={1}>
              {evaluation.evaluationLoading && (
                <CircularProgress size={20} aria-label={pxt('overview.loading')} />
              )}
              <Alert severity="info">{pxt('overview.hint', { title: selected.title })}</Alert>
              <ScoreLegend rule="modellerBadge" />
              {evaluation.versionMissing && (
                <Alert severity="warning">{pxt('overview.versionMissing')}</Alert>
              )}
              <PointStatus evaluation={evaluation} />
              {evaluation.canDownload && evaluation.elements !== null && (
                <EvaluationDownloads surveyId={selected.id} surveyTitle={selected.title} />
              )}
            </Stack>
          )}
        </>
      )}
    </>
  );
}
