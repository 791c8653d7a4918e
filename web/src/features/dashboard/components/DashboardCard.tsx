import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RedactedEvaluationNode } from '@prozesspuls/shared/px';
import { DetailsToggle } from '@/components/cards/DetailsToggle';
import { t } from '../evaluation-texts';
import { dashboardTree } from '../utils/dashboard-tree';
import { DashboardTree } from './DashboardTree';
import { ScoreGauge } from './ScoreGauge';

interface DashboardCardProps {
  readonly node: RedactedEvaluationNode;
  readonly surveyTitle: string;
  readonly onEvaluateQuestion: (questionId: string) => void;
}

/** One evaluation card of the start page: title, round gauge and the 'Details ansehen' tree. */
export function DashboardCard({ node, surveyTitle, onEvaluateQuestion }: DashboardCardProps) {
  const tree = dashboardTree(node);
  return (
    <Card variant="outlined" data-testid="dashboard-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ScoreGauge score={node.score} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="h6">
              {node.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('fromSurvey', { title: surveyTitle })}
            </Typography>
            {node.hidden && (
              <Typography variant="caption" color="text.secondary" data-testid="anonymity-message">
                {node.hidden.msg}
              </Typography>
            )}
          </Stack>
        </Stack>
        {tree.children.length > 0 && (
          <DetailsToggle openLabel={t('details')} closeLabel={t('close')}>
            <DashboardTree items={tree.children} onEvaluateQuestion={onEvaluateQuestion} />
          </DetailsToggle>
        )}
      </CardContent>
    </Card>
  );
}
