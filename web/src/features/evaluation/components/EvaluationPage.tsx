import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SurveyDetails } from '@prozesspuls/shared';
import {
  currentAndComparison,
  type EvaluatedModule,
  type EvaluationTab,
  evaluationTabs,
  nodesForView,
  sortByName,
} from '@prozesspuls/shared/px';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EvaluationDownloads } from '@/components/evaluation/EvaluationDownloads';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ScoreLegend } from '@/components/feedback/ScoreLegend';
import { href, paths } from '@/config/paths';
import { useEvaluatedSurvey } from '../api/get-evaluated-survey';
import { useModuleEvaluations } from '../api/get-module-evaluations';
import { evaluationKeys } from '../api/keys';
import { t } from '../texts';
import {
  type EvaluationPointView,
  findNode,
  findQuestion,
  infoTileFacts,
  type NodeView,
  type QuestionView,
} from '../utils/evaluation-view';
import { finishedTileValue } from '../utils/finish-tile';
import { formatDay } from '../utils/format';
import { type SubgroupChoice, subgroupChoices } from '../utils/subgroups';
import { AnonymityMessage } from './AnonymityMessage';
import { EvaluationHeader, type InfoTile } from './EvaluationHeader';
import { FirstPointPanel } from './FirstPointPanel';
import type { RenderMeasures } from './measure-slot';
import { MeasuresForNode } from './measures/MeasuresForNode';
import { NodeCard } from './NodeCard';
import { PersonalQuestionsTab } from './PersonalQuestionsTab';
import { QuestionPanel } from './QuestionPanel';
import { StatisticTab } from './StatisticTab';
import { SubgroupFilter } from './SubgroupFilter';
import { TrendPanel } from './TrendPanel';

const MODULE_NUMBERS = { Module_One: '1', Module_Two: '2', STRESS_MODULE: '5' } as const;

const ALL_TAB_LABEL: Readonly<Record<EvaluatedModule, Parameters<typeof t>[0]>> = {
  Module_One: 'tabs.all',
  Module_Two: 'tabs.allModuleTwo',
  STRESS_MODULE: 'tabs.allStress',
};

function isEvaluatedModule(module: string): module is EvaluatedModule {
  return Object.hasOwn(MODULE_NUMBERS, module);
}

interface EvaluationPageProps {
  readonly surveyId: string;
  /** A question to open at once (the dashboard's question leaves link here with ?question=). */
  readonly initialQuestionId?: string | null;
  /** The measures plan on nodes and questions; by default the measures of the node or question. */
  readonly renderMeasures?: RenderMeasures;
}

const measuresOfTarget: RenderMeasures = (target) => (
  <MeasuresForNode
    surveyId={target.surveyId}
    nodeId={target.nodeId ?? null}
    questionId={target.questionId ?? null}
    nodeName={target.label}
  />
);

/** /surveys/evaluation/{surveyId}: the module evaluation screen. */
export function EvaluationPage({
  surveyId,
  initialQuestionId = null,
  renderMeasures = measuresOfTarget,
}: EvaluationPageProps) {
  const survey = useEvaluatedSurvey(surveyId);
  const module = survey.data && isEvaluatedModule(survey.data.module) ? survey.data.module : null;
  const [subgroup, setSubgroup] = useState<SubgroupChoice | null>(null);
  const points = useModuleEvaluations(surveyId, module ? MODULE_NUMBERS[module] : null);
  // The outcome tab of module 1 is its own view (1.1, only OUTCOME nodes) on the server.
  const outcomePoints = useModuleEvaluations(surveyId, module === 'Module_One' ? '1.1' : null);
  // 'Teilgruppe': the same views of the answers that chose one option of a personal question.
  const subgroupPoints = useModuleEvaluations(
    surveyId,
    module && subgroup ? MODULE_NUMBERS[module] : null,
    subgroup,
  );
  const subgroupOutcome = useModuleEvaluations(
    surveyId,
    module === 'Module_One' && subgroup ? '1.1' : null,
    subgroup,
  );
  // A point made meanwhile (the job of 'Auswertungspunkt erstellen' ended): read the points again.
  const pointCount = survey.data?.info.evaluationTimestampCount;
  const seenCount = useRef(pointCount);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (pointCount === undefined || seenCount.current === pointCount) return;
    const first = seenCount.current === undefined;
    seenCount.current = pointCount;
    if (!first) void queryClient.invalidateQueries({ queryKey: evaluationKeys.pointsOf(surveyId) });
  }, [pointCount, queryClient, surveyId]);

  if (survey.isPending) return <PageLoader />;
  if (survey.isError) return <QueryErrorAlert error={survey.error} onRetry={() => void survey.refetch()} />;
  if (!module)
    return (
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={href(paths.surveysEvaluationCustom, { surveyId })}
            color="inherit"
          >
            {t('openCustom')}
          </Button>
        }
      >
        {t('notModuleSurvey')}
      </Alert>
    );
  if (points.isPending || (module === 'Module_One' && outcomePoints.isPending)) return <PageLoader />;
  if (points.isError) return <QueryErrorAlert error={points.error} onRetry={() => void points.refetch()} />;
  if (outcomePoints.isError)
    return <QueryErrorAlert error={outcomePoints.error} onRetry={() => void outcomePoints.refetch()} />;
  const filtered = subgroup
    ? {
        choice: subgroup,
        onChange: setSubgroup,
        loading: subgroupPoints.isPending || (module === 'Module_One' && subgroupOutcome.isPending),
        error: subgroupPoints.error ?? subgroupOutcome.error,
        points: subgroupPoints.data ?? [],
        outcomePoints: subgroupOutcome.data ?? [],
      }
    : { choice: null, onChange: setSubgroup, loading: false, error: null, points: [], outcomePoints: [] };
  return (
    <ModuleEvaluation
      survey={survey.data}
      module={module}
      points={points.data}
      outcomePoints={outcomePoints.data ?? []}
      subgroup={filtered}
      initialQuestionId={initialQuestionId}
      renderMeasures={renderMeasures}
    />
  );
}

/** The subgroup filter's state and the points of the chosen subgroup. */
interface SubgroupState {
  readonly choice: SubgroupChoice | null;
  readonly onChange: (choice: SubgroupChoice | null) => void;
  readonly loading: boolean;
  readonly error: Error | null;
  readonly points: readonly EvaluationPointView[];
  readonly outcomePoints: readonly EvaluationPointView[];
}

interface ModuleEvaluationProps {
  readonly survey: SurveyDetails;
  readonly module: EvaluatedModule;
  readonly points: readonly EvaluationPointView[];
  /** Module 1 only: the points of the outcome view (1.1). */
  readonly outcomePoints: readonly EvaluationPointView[];
  readonly subgroup: SubgroupState;
  readonly initialQuestionId: string | null;
  readonly renderMeasures: RenderMeasures;
}

function tiles(survey: SurveyDetails, points: readonly EvaluationPointView[]): InfoTile[] {
  const facts = infoTileFacts(points, survey);
  return [
    ...(facts.repeated === null
      ? []
      : [{ label: t('tiles.repeated'), value: t('tiles.repeatedValue', { count: facts.repeated }) }]),
    { label: t('tiles.lastAsked'), value: formatDay(facts.lastAsked) || '–' },
    { label: t('tiles.finished'), value: finishedTileValue(facts) },
    { label: t('tiles.participants'), value: String(facts.participants) },
  ];
}

function ModuleEvaluation({
  survey,
  module,
  points: groupPoints,
  outcomePoints: groupOutcomePoints,
  subgroup,
  initialQuestionId,
  renderMeasures,
}: ModuleEvaluationProps) {
  const groupCurrent = currentAndComparison(groupPoints)?.current ?? null;
  // With a subgroup chosen, cards, statistics and trends show its points; tabs and the personal
  // questions stay those of the whole group.
  const points = subgroup.choice ? subgroup.points : groupPoints;
  const outcomePoints = subgroup.choice ? subgroup.outcomePoints : groupOutcomePoints;
  const current = subgroup.choice ? (currentAndComparison(points)?.current ?? null) : groupCurrent;
  const outcomeCurrent = currentAndComparison(outcomePoints)?.current ?? null;
  const choices = subgroupChoices(
    survey.surveySchema,
    (groupCurrent?.personalQuestionEvaluations ?? []).map((question) => question.questionId),
  );
  const tabList = evaluationTabs(module, (groupCurrent?.personalQuestionEvaluations.length ?? 0) > 0);
  const [tab, setTab] = useState<EvaluationTab>(tabList[0] ?? 'all');
  const [trend, setTrend] = useState<{ readonly nodeId: string; readonly outcome: boolean } | null>(null);
  const [question, setQuestion] = useState<QuestionView | null>(() => {
    if (!initialQuestionId) return null;
    const found = current && findQuestion(current, initialQuestionId);
    return found ?? (outcomeCurrent && findQuestion(outcomeCurrent, initialQuestionId));
  });

  const trendPoints = trend?.outcome ? outcomePoints : points;
  const trendCurrent = trend?.outcome ? outcomeCurrent : current;
  const trendNode = trend && trendCurrent ? findNode(trendCurrent.nodes, trend.nodeId) : null;
  const cardPoint = tab === 'outcome' ? outcomeCurrent : current;
  const measuresFor = renderMeasures;

  return (
    <>
      <EvaluationHeader
        survey={survey}
        tiles={tiles(survey, points)}
        actions={
          groupCurrent ? <EvaluationDownloads surveyId={survey.id} surveyTitle={survey.title} /> : null
        }
      />
      {!groupCurrent ? (
        <FirstPointPanel survey={survey} />
      ) : (
        <Stack spacing={3}>
          {choices.length > 0 && (
            <Stack spacing={1}>
              <SubgroupFilter choices={choices} value={subgroup.choice} onChange={subgroup.onChange} />
              {subgroup.choice && current?.subgroup && (
                <Typography variant="body2" data-testid="subgroup-summary">
                  {current.subgroup.numberCompleteAnswered === null
                    ? t('subgroup.showingHidden', {
                        option: subgroup.choice.optionText,
                        question: subgroup.choice.questionText,
                      })
                    : t('subgroup.showing', {
                        option: subgroup.choice.optionText,
                        question: subgroup.choice.questionText,
                        count: current.subgroup.numberCompleteAnswered,
                      })}
                </Typography>
              )}
              {subgroup.error && <QueryErrorAlert error={subgroup.error} />}
            </Stack>
          )}
          {subgroup.loading && <PageLoader />}
          <Tabs value={tab} onChange={(_, value: EvaluationTab) => setTab(value)} variant="scrollable">
            {tabList.map((name) => (
              <Tab
                key={name}
                value={name}
                label={name === 'all' ? t(ALL_TAB_LABEL[module]) : t(`tabs.${name}`)}
              />
            ))}
          </Tabs>
          {(tab === 'outcome' || tab === 'all') && cardPoint && (
            <>
              {cardPoint.hidden && <AnonymityMessage notice={cardPoint.hidden} />}
              <ScoreLegend rule="evaluation" />
              <Grid container spacing={2}>
                {sortByName(
                  nodesForView(cardPoint.nodes, tab === 'outcome' ? 'outcomeOnly' : 'withoutOutcome'),
                ).map((node: NodeView) => (
                  <Grid key={node.id} size={{ xs: 12, md: 6, lg: 4 }}>
                    <NodeCard
                      node={node}
                      onTrend={(target) => setTrend({ nodeId: target.id, outcome: tab === 'outcome' })}
                      onQuestion={setQuestion}
                      measures={measuresFor({ surveyId: survey.id, nodeId: node.id, label: node.name })}
                    />
                  </Grid>
                ))}
              </Grid>
            </>
          )}
          {tab === 'statistic' && current && <StatisticTab current={current} points={points} />}
          {tab === 'personalQuestions' && <PersonalQuestionsTab current={groupCurrent} />}
        </Stack>
      )}
      <TrendPanel
        node={trendNode}
        points={trendPoints}
        currentTimestamp={trendCurrent?.timestamp ?? null}
        onClose={() => setTrend(null)}
      />
      <QuestionPanel
        question={question}
        onClose={() => setQuestion(null)}
        measures={
          question
            ? measuresFor({
                surveyId: survey.id,
                questionId: question.questionId,
                label: question.questionText,
              })
            : undefined
        }
      />
    </>
  );
}
