import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { t } from '../texts';
import type { EvaluationPointView } from '../utils/evaluation-view';
import { AnonymityMessage } from './AnonymityMessage';
import { CountsChart } from './charts/CountsChart';

/** 'Personenstandsdaten': the counts per option of each personal question of the current evaluation. */
export function PersonalQuestionsTab({ current }: { readonly current: EvaluationPointView }) {
  if (current.personalQuestionEvaluations.length === 0)
    return <Typography color="text.secondary">{t('personal.empty')}</Typography>;
  return (
    <Grid container spacing={2}>
      {current.personalQuestionEvaluations.map((question) => (
        <Grid key={question.questionId} size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {question.questionText}
              </Typography>
              {question.hidden || !question.scores ? (
                question.hidden && <AnonymityMessage notice={question.hidden} />
              ) : (
                <CountsChart
                  kind="CIRCLE"
                  ariaLabel={question.questionText}
                  label={t('statistic.count')}
                  labels={question.scores.map((entry) => entry.option)}
                  counts={question.scores.map((entry) => entry.count)}
                />
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
