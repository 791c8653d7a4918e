import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomSurveyAnswers, SurveyDetails } from '@prozesspuls/shared';
import { parseAnswerRecords, type QuestionChart, questionCharts } from '@prozesspuls/shared/px';
import { EvaluationDownloads } from '@/components/evaluation/EvaluationDownloads';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useCustomAnswers } from '../api/get-custom-answers';
import { useEvaluatedSurvey } from '../api/get-evaluated-survey';
import { t } from '../texts';
import { finishFacts } from '../utils/evaluation-view';
import { finishedTileValue } from '../utils/finish-tile';
import { formatDay } from '../utils/format';
import { AnonymityMessage } from './AnonymityMessage';
import { CountsChart } from './charts/CountsChart';
import { EvaluationHeader, type InfoTile } from './EvaluationHeader';

/** Free-text answers shown per question before 'und N weitere'. */
const TEXT_ANSWERS_SHOWN = 50;

/** /surveys/evaluation/custom/{surveyId}: custom survey analytics with our own Chart.js views. */
export function CustomAnalyticsPage({ surveyId }: { readonly surveyId: string }) {
  const survey = useEvaluatedSurvey(surveyId);
  const answers = useCustomAnswers(surveyId);
  if (survey.isPending || answers.isPending) return <PageLoader />;
  if (survey.isError) return <QueryErrorAlert error={survey.error} onRetry={() => void survey.refetch()} />;
  if (answers.isError)
    return <QueryErrorAlert error={answers.error} onRetry={() => void answers.refetch()} />;
  return <CustomAnalytics survey={survey.data} answers={answers.data} />;
}

function tiles(survey: SurveyDetails, answers: CustomSurveyAnswers): InfoTile[] {
  return [
    { label: t('tiles.createdAt'), value: formatDay(survey.createdDate) },
    { label: t('tiles.finished'), value: finishedTileValue(finishFacts(survey)) },
    { label: t('tiles.participants'), value: String(answers.numberCompleteAnswered) },
  ];
}

function CustomAnalytics({
  survey,
  answers,
}: {
  readonly survey: SurveyDetails;
  readonly answers: CustomSurveyAnswers;
}) {
  const records = parseAnswerRecords(answers.items.map((item) => item.answers));
  const charts = questionCharts(survey.surveySchema, records, answers.freeText);
  return (
    <>
      <EvaluationHeader
        survey={survey}
        tiles={tiles(survey, answers)}
        actions={
          <EvaluationDownloads
            surveyId={survey.id}
            surveyTitle={survey.title}
            withPdf={survey.info.evaluationTimestampCount > 0}
          />
        }
      />
      {answers.hidden && answers.items.length === 0 ? (
        <AnonymityMessage notice={answers.hidden} />
      ) : (
        <Stack spacing={2}>
          {/* Newer answers wait for their group; the released ones are still shown. */}
          {answers.hidden && <AnonymityMessage notice={answers.hidden} />}
          {answers.freeTextHidden && <AnonymityMessage notice={answers.freeTextHidden} />}
          {answers.freeTextsDeleted && <Alert severity="info">{answers.freeTextsDeleted}</Alert>}
          {answers.numberCompleteAnswered === 0 && <Alert severity="info">{t('custom.noAnswers')}</Alert>}
          <Grid container spacing={2}>
            {charts.map((chart) => (
              <Grid key={chart.name} size={{ xs: 12, lg: chart.kind === 'text' ? 12 : 6 }}>
                <QuestionChartCard
                  chart={chart}
                  freeTextWithheld={answers.freeTextsDeleted ?? answers.freeTextHidden?.msg ?? null}
                />
              </Grid>
            ))}
          </Grid>
        </Stack>
      )}
    </>
  );
}

/** `freeTextWithheld`: the server's reason why free texts wait for their batch, or null. */
function QuestionChartCard({
  chart,
  freeTextWithheld,
}: {
  readonly chart: QuestionChart;
  readonly freeTextWithheld: string | null;
}) {
  return (
    <Card variant="outlined" data-testid="custom-question" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
          {chart.title}
        </Typography>
        <ChartBody chart={chart} freeTextWithheld={freeTextWithheld} />
      </CardContent>
    </Card>
  );
}

function ChartBody({
  chart,
  freeTextWithheld,
}: {
  readonly chart: QuestionChart;
  readonly freeTextWithheld: string | null;
}) {
  switch (chart.kind) {
    case 'counts':
    case 'dates':
      return (
        <CountsChart
          ariaLabel={chart.title}
          label={t('custom.count')}
          labels={chart.bars.map((bar) => bar.label)}
          counts={chart.bars.map((bar) => bar.count)}
        />
      );
    case 'matrix':
      return (
        <Stack spacing={2}>
          {chart.rows.map((row) => (
            <section key={row.label}>
              {chart.rows.length > 1 && <Typography variant="body2">{row.label}</Typography>}
              <CountsChart
                ariaLabel={row.label}
                label={t('custom.count')}
                height={180}
                labels={row.bars.map((bar) => bar.label)}
                counts={row.bars.map((bar) => bar.count)}
              />
            </section>
          ))}
        </Stack>
      );
    case 'text':
      // Never an empty box: without released texts the card says why they wait (or that none came).
      if (chart.answers.length === 0)
        return (
          <Typography color="text.secondary" data-testid="free-text-withheld">
            {freeTextWithheld ?? t('custom.noAnswers')}
          </Typography>
        );
      return (
        <>
          <Typography variant="caption" color="text.secondary">
            {t('custom.textAnswers', { count: chart.answers.length })}
          </Typography>
          <List dense>
            {chart.answers.slice(0, TEXT_ANSWERS_SHOWN).map((answer, index) => (
              // Answers are anonymous and may repeat: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <ListItem key={index} divider>
                {answer}
              </ListItem>
            ))}
            {chart.answers.length > TEXT_ANSWERS_SHOWN && (
              <ListItem>
                {t('custom.moreAnswers', { count: chart.answers.length - TEXT_ANSWERS_SHOWN })}
              </ListItem>
            )}
          </List>
        </>
      );
  }
}
