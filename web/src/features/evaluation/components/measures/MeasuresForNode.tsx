import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { germanDueDate } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { useMeasures } from '../../api/get-measures';
import { MeasureActions } from './MeasureActions';
import { MeasureDialog } from './MeasureDialog';
import { MeasureStatusChip } from './MeasureStatusChip';
import { t } from './measure-texts';

export interface MeasuresForNodeProps {
  readonly surveyId: string;
  /** The evaluation node (or, with `questionId`, the node the question hangs on). */
  readonly nodeId?: string | null;
  /** Set for a measure on a single question instead of a node. */
  readonly questionId?: string | null;
  /** The node's or question's name as the evaluation shows it. */
  readonly nodeName: string;
  /** Hides edit/delete per measure (e.g. in a compact card). */
  readonly compact?: boolean;
}

/**
 * The measures of one evaluation node or question, each with its status chip and the round it was
 * taken in (shown beside the node's trend, so its effect can be judged in later rounds), and the
 * button 'Maßnahme hinzufügen'. Reads the survey's measures once (shared cache for every node).
 */
export function MeasuresForNode({
  surveyId,
  nodeId = null,
  questionId = null,
  nodeName,
  compact = false,
}: MeasuresForNodeProps) {
  const measures = useMeasures(surveyId);
  const [adding, setAdding] = useState(false);
  const mine = (measures.data ?? []).filter((m) =>
    questionId ? m.questionId === questionId : m.nodeId === nodeId && m.questionId === null,
  );
  return (
    <Box data-testid="measures-for-node">
      <Stack spacing={0.75}>
        {mine.map((measure) => (
          <Stack key={measure.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <MeasureStatusChip status={measure.status} overdue={measure.overdue} />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {measure.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {`${measure.responsibleName} · ${germanDueDate(measure.dueDate)}${measure.round > 0 ? ` · ${t('node.sinceRound', { round: measure.round })}` : ''}`}
            </Typography>
            {!compact && <MeasureActions measure={measure} />}
          </Stack>
        ))}
        <Box>
          <Button size="small" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            {t('node.add')}
          </Button>
        </Box>
      </Stack>
      {adding && (
        <MeasureDialog
          target={{ surveyId, nodeId, questionId, targetName: nodeName }}
          onClose={() => setAdding(false)}
        />
      )}
    </Box>
  );
}
