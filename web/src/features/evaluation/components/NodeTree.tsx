import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SignalLight } from '@/components/feedback/SignalLight';
import type { NodeView, QuestionView } from '../utils/evaluation-view';
import { treeLines } from '../utils/evaluation-view';
import { formatScore } from '../utils/format';
import { TrendChip } from './TrendChip';

interface NodeTreeProps {
  readonly node: NodeView;
  readonly onQuestion: (question: QuestionView) => void;
  readonly onTrend: (node: NodeView) => void;
}

const indent = (depth: number) => 2 * (depth - 1);

/**
 * The 'Details ansehen' tree: sub-categories with signal light, score and trend; questions open
 * their panel. A withheld node or question shows the server's reason instead of a figure.
 */
export function NodeTree({ node, onQuestion, onTrend }: NodeTreeProps) {
  return (
    <List dense disablePadding aria-label={node.name}>
      {treeLines(node).map((line) =>
        line.kind === 'node' ? (
          <ListItem key={`n-${line.node.id}`} sx={{ pl: indent(line.depth) }} data-depth={line.depth}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
              <SignalLight score={line.node.score} />
              <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {line.node.name}
              </Typography>
              {line.node.hidden ? (
                <Typography variant="caption" color="text.secondary">
                  {line.node.hidden.msg}
                </Typography>
              ) : (
                <>
                  <Typography variant="body2">
                    {line.node.score === null ? '–' : formatScore(line.node.score)}
                  </Typography>
                  <TrendChip
                    trend={line.node.trend}
                    name={line.node.name}
                    onClick={() => onTrend(line.node)}
                  />
                </>
              )}
            </Stack>
          </ListItem>
        ) : (
          <ListItem
            key={`q-${line.depth}-${line.question.questionId}`}
            disablePadding
            data-depth={line.depth}
          >
            <ListItemButton sx={{ pl: indent(line.depth) + 2 }} onClick={() => onQuestion(line.question)}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
                <SignalLight score={line.question.answerScore} />
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {line.question.questionText}
                </Typography>
                {line.question.hidden ? (
                  <Typography variant="caption" color="text.secondary">
                    {line.question.hidden.msg}
                  </Typography>
                ) : (
                  <Typography variant="body2">
                    {line.question.answerScore === null ? '–' : formatScore(line.question.answerScore)}
                  </Typography>
                )}
              </Stack>
            </ListItemButton>
          </ListItem>
        ),
      )}
    </List>
  );
}
