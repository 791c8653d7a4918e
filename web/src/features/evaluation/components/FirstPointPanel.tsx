import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveyDetails } from '@prozesspuls/shared';
import { messageOf } from '@/lib/api-error';
import { useCreateEvaluationPoint } from '../api/create-evaluation-point';
import { t } from '../texts';

/**
 * Before the first evaluation point: what to do next and how many complete answers came in so far.
 * The count is a count only, never content; creators see it in the survey list anyway
 * (docs/px-anonymity.md). The button starts a point; below the anonymity threshold the server
 * refuses with the German reason and the number of answers still missing, which is shown here.
 */
export function FirstPointPanel({ survey }: { readonly survey: SurveyDetails }) {
  const create = useCreateEvaluationPoint(survey.id);
  const answered = survey.info.answeredCount;
  const running = Boolean(survey.info.job?.running);
  return (
    <Alert severity="info" data-testid="first-point">
      <AlertTitle>{t('firstPoint.title')}</AlertTitle>
      <Stack spacing={1.5}>
        <Typography variant="body2" fontWeight={600}>
          {answered > 0 ? t('firstPoint.answersSoFar', { count: answered }) : t('firstPoint.noAnswersYet')}
        </Typography>
        <Typography variant="body2">
          {answered > 0 ? t('firstPoint.explainCreate') : t('firstPoint.explainWait')}
        </Typography>
        {answered > 0 && (
          <div>
            <Button
              variant="contained"
              disabled={running || create.isPending}
              onClick={() => create.mutate()}
            >
              {running || create.isPending ? t('firstPoint.creating') : t('firstPoint.create')}
            </Button>
          </div>
        )}
        {create.isError && (
          <Alert severity="warning" onClose={() => create.reset()}>
            {messageOf(create.error, t('firstPoint.title'))}
          </Alert>
        )}
      </Stack>
    </Alert>
  );
}
