import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MODULE_NUMBERS, type EvaluationModuleNumber } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { href, paths } from '@/config/paths';
import { useDashboardEvaluations } from '../api/get-dashboard-evaluations';
import { t } from '../evaluation-texts';
import { dashboardCards } from '../utils/dashboard-tree';
import { DashboardCard } from './DashboardCard';
import { LoadingOverlay } from './LoadingOverlay';

type DashboardTab = '1.1' | '1' | '2';

const TABS = DASHBOARD_MODULE_NUMBERS as readonly DashboardTab[];

/** Tooltips open after 600 ms. */
const TOOLTIP_DELAY_MS = 600;

/**
 * The start page's evaluation tabs: module 1 overview, module 1, module 2. The first
 * tab loads on mount, switching tab refetches; one card per root node of each survey's latest evaluation.
 */
export default function DashboardEvaluations() {
  const [tab, setTab] = useState<DashboardTab>(TABS[0] ?? '1.1');
  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_, value: DashboardTab) => setTab(value)} variant="scrollable">
        {TABS.map((module) => (
          <Tab
            key={module}
            value={module}
            label={
              <Tooltip
                describeChild
                title={t(`tooltips.${module}`)}
                enterDelay={TOOLTIP_DELAY_MS}
                enterNextDelay={TOOLTIP_DELAY_MS}
              >
                <span>{t(`tabs.${module}`)}</span>
              </Tooltip>
            }
          />
        ))}
      </Tabs>
      <ModuleEvaluations key={tab} module={tab} />
    </Stack>
  );
}

function ModuleEvaluations({ module }: { readonly module: EvaluationModuleNumber & DashboardTab }) {
  const evaluations = useDashboardEvaluations(module);
  const navigate = useNavigate();
  if (evaluations.isError)
    return <QueryErrorAlert error={evaluations.error} onRetry={() => void evaluations.refetch()} />;
  const cards = (evaluations.data ?? []).flatMap((evaluation) =>
    dashboardCards(evaluation.nodes, module).map((node) => ({ evaluation, node })),
  );
  return (
    <Box sx={{ position: 'relative', minHeight: 160 }}>
      {evaluations.isFetching && <LoadingOverlay />}
      {evaluations.isSuccess && cards.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 5 }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography color="text.secondary">{t('empty')}</Typography>
            <Button component={RouterLink} to={paths.surveys} variant="contained">
              {t('toSurveys')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Grid container spacing={2}>
          {cards.map(({ evaluation, node }) => (
            <Grid key={`${evaluation.surveyId}/${node.id}`} size={{ xs: 12, md: 6, lg: 4 }}>
              <DashboardCard
                node={node}
                surveyTitle={evaluation.surveyTitle}
                onEvaluateQuestion={(questionId) =>
                  void navigate(
                    `${href(paths.surveysEvaluation, { surveyId: evaluation.surveyId })}?question=${encodeURIComponent(questionId)}`,
                  )
                }
              />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
