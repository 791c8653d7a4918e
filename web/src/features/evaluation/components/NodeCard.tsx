import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailsToggle } from '@/components/cards/DetailsToggle';
import { t } from '../texts';
import type { NodeView, QuestionView } from '../utils/evaluation-view';
import { AnonymityMessage } from './AnonymityMessage';
import { NodeTree } from './NodeTree';
import { ScoreCircle } from './ScoreCircle';
import { TrendChip } from './TrendChip';

interface NodeCardProps {
  readonly node: NodeView;
  readonly onTrend: (node: NodeView) => void;
  readonly onQuestion: (question: QuestionView) => void;
  /** The measures of this node (measures plan), placed under the card's header. */
  readonly measures?: ReactNode;
}

/** A card of the 'outcome' or 'all' tab: score circle, trend chip and the 'Details ansehen' tree. */
export function NodeCard({ node, onTrend, onQuestion, measures }: NodeCardProps) {
  const hasDetails = node.children.length > 0 || node.questionEvaluation.length > 0;
  return (
    <Card variant="outlined" data-testid="evaluation-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <ScoreCircle score={node.score} />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="h6">
              {node.name}
            </Typography>
            <div>
              <TrendChip trend={node.trend} name={node.name} onClick={() => onTrend(node)} />
            </div>
          </Stack>
        </Stack>
        {node.hidden && <AnonymityMessage notice={node.hidden} />}
        {!node.hidden && node.trendHidden && (
          <Typography variant="caption" color="text.secondary">
            {node.trendHidden.msg}
          </Typography>
        )}
        {measures}
        {hasDetails && (
          <DetailsToggle openLabel={t('card.details')} closeLabel={t('card.close')}>
            <NodeTree node={node} onQuestion={onQuestion} onTrend={onTrend} />
          </DetailsToggle>
        )}
      </CardContent>
    </Card>
  );
}
