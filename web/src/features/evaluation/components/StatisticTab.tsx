import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ANSWER_SCALE } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { t } from '../texts';
import {
  type EvaluationPointView,
  type QuestionView,
  reaction,
  responseVolume,
} from '../utils/evaluation-view';
import { formatDay } from '../utils/format';
import { AnonymityMessage } from './AnonymityMessage';
import { CountsChart, type CountsChartKind } from './charts/CountsChart';
import { TimeLineChart } from './charts/TimeLineChart';
import { LabelledValue } from './LabelledValue';

interface StatisticTabProps {
  readonly current: EvaluationPointView;
  readonly points: readonly EvaluationPointView[];
}

/** The 'statistic' tab: 'Reaktion' and 'Reaktionsvolumen'. */
export function StatisticTab({ current, points }: StatisticTabProps) {
  const [sub, setSub] = useState<'reaction' | 'volume'>('reaction');
  return (
    <Stack spacing={3}>
      <Tabs value={sub} onChange={(_, value: 'reaction' | 'volume') => setSub(value)}>
        <Tab value="reaction" label={t('statistic.reaction')} />
        <Tab value="volume" label={t('statistic.volume')} />
      </Tabs>
      {sub === 'reaction' ? <Reaction current={current} /> : <Volume points={points} />}
    </Stack>
  );
}

function Reaction({ current }: { readonly current: EvaluationPointView }) {
  const counts = reaction(current);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3}>
        <CountTile label={t('statistic.answered')} value={counts.answered} />
        <CountTile label={t('statistic.notYetAnswered')} value={counts.notYetAnswered} />
      </Stack>
      {current.hidden && <AnonymityMessage notice={current.hidden} />}
      <Grid container spacing={2}>
        {current.questionEvaluations.map((question) => (
          <Grid key={question.questionId} size={{ xs: 12, md: 6 }}>
            <QuestionChartCard question={question} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

function CountTile({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 180 }}>
      <CardContent>
        <LabelledValue label={label} value={value} variant="h4" />
      </CardContent>
    </Card>
  );
}

function QuestionChartCard({ question }: { readonly question: QuestionView }) {
  const [kind, setKind] = useState<CountsChartKind>('BAR');
  return (
    <Card variant="outlined" data-testid="statistic-question">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
          <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
            {question.questionText}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={kind}
            aria-label={t('statistic.chartType')}
            onChange={(_, value: CountsChartKind | null) => value && setKind(value)}
          >
            <ToggleButton value="CIRCLE">{t('statistic.circle')}</ToggleButton>
            <ToggleButton value="BAR">{t('statistic.bar')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {question.hidden || !question.scores ? (
          question.hidden && <AnonymityMessage notice={question.hidden} />
        ) : (
          <CountsChart
            kind={kind}
            ariaLabel={question.questionText}
            label={t('statistic.count')}
            labels={ANSWER_SCALE.map((entry) => entry.text)}
            counts={question.scores}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Volume({ points }: { readonly points: readonly EvaluationPointView[] }) {
  const volume = responseVolume(points);
  return (
    <TimeLineChart
      scale="count"
      height={320}
      ariaLabel={t('statistic.volume')}
      labels={volume.timestamps.map((timestamp) => formatDay(timestamp))}
      series={[
        { label: t('statistic.answered'), values: volume.answered },
        { label: t('statistic.notAnswered'), values: volume.notAnswered },
        { label: t('statistic.partiallyAnswered'), values: volume.partiallyAnswered },
      ]}
    />
  );
}
