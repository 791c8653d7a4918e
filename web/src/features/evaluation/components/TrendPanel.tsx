import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { trendLabel } from '@prozesspuls/shared/px';
import { SignalLight } from '@/components/feedback/SignalLight';
import { t } from '../texts';
import {
  type EvaluationPointView,
  type NodeView,
  nodeHistory,
  subcategoryChanges,
} from '../utils/evaluation-view';
import { formatDay, formatScore, formatTrend } from '../utils/format';
import { TimeLineChart } from './charts/TimeLineChart';
import { LabelledValue } from './LabelledValue';
import { SidePanel } from './SidePanel';
import { TrendChip } from './TrendChip';

interface TrendPanelProps {
  readonly node: NodeView | null;
  readonly points: readonly EvaluationPointView[];
  readonly currentTimestamp: number | null;
  readonly onClose: () => void;
}

/** Trend side panel: score, date, trend, warning icon at −1 or lower, history and sub-categories. */
export function TrendPanel({ node, points, currentTimestamp, onClose }: TrendPanelProps) {
  return (
    <SidePanel open={node !== null} title={node?.name ?? t('trend.panelTitle')} onClose={onClose}>
      {node && <TrendDetails node={node} points={points} currentTimestamp={currentTimestamp} />}
    </SidePanel>
  );
}

function TrendDetails({
  node,
  points,
  currentTimestamp,
}: {
  readonly node: NodeView;
  readonly points: readonly EvaluationPointView[];
  readonly currentTimestamp: number | null;
}) {
  const history = nodeHistory(points, node.id);
  const warning = node.trend !== null && trendLabel(node.trend).warning;
  const subcategories = subcategoryChanges(node);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4}>
        <LabelledValue label={t('trend.score')} value={node.score === null ? '–' : formatScore(node.score)} />
        <LabelledValue label={t('trend.date')} value={formatDay(currentTimestamp)} />
        <Stack>
          <Typography variant="caption" color="text.secondary">
            {t('trend.trend')}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h6">{node.trend === null ? '–' : formatTrend(node.trend)}</Typography>
            {warning && (
              <WarningAmberOutlined
                color="error"
                titleAccess={t('trend.warning')}
                data-testid="trend-warning"
              />
            )}
          </Stack>
        </Stack>
      </Stack>
      <section>
        <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {t('trend.history')}
        </Typography>
        <TimeLineChart
          scale="score"
          ariaLabel={t('trend.history')}
          labels={history.map((entry) => formatDay(entry.timestamp))}
          series={[{ label: node.name, values: history.map((entry) => entry.score) }]}
        />
      </section>
      <section>
        <Typography component="h3" variant="subtitle1">
          {t('trend.subcategories')}
        </Typography>
        {subcategories.length === 0 ? (
          <Typography color="text.secondary">{t('trend.noSubcategories')}</Typography>
        ) : (
          <List dense>
            {subcategories.map((child) => (
              <ListItem key={child.id} disableGutters>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
                  <SignalLight score={child.score} />
                  <Typography variant="body2" sx={{ flexGrow: 1 }}>
                    {child.name}
                  </Typography>
                  <Typography variant="body2">
                    {child.score === null ? '–' : formatScore(child.score)}
                  </Typography>
                  <TrendChip trend={child.trend} name={child.name} />
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
