import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnonymityNotice } from '@prozesspuls/shared/px';
import type { ReactNode } from 'react';
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

interface LineContentProps {
  readonly score: number | null;
  readonly name: string;
  readonly hidden: AnonymityNotice | null;
  /** A sub-category's name stands out from its questions'. */
  readonly strong?: boolean;
  /** Shown after the score (a node's trend), not when the result is hidden. */
  readonly children?: ReactNode;
}

/** A line of the tree: signal light, name, and the score or the reason it is withheld. */
function LineContent({ score, name, hidden, strong = false, children }: LineContentProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <SignalLight score={score} />
      <Typography variant="body2" sx={strong ? { fontWeight: 600, flexGrow: 1 } : { flexGrow: 1 }}>
        {name}
      </Typography>
      {hidden ? (
        <Typography variant="caption" color="text.secondary">
          {hidden.msg}
        </Typography>
      ) : (
        <>
          <Typography variant="body2">{score === null ? '–' : formatScore(score)}</Typography>
          {children}
        </>
      )}
    </Stack>
  );
}

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
            <LineContent score={line.node.score} name={line.node.name} hidden={line.node.hidden} strong>
              <TrendChip trend={line.node.trend} name={line.node.name} onClick={() => onTrend(line.node)} />
            </LineContent>
          </ListItem>
        ) : (
          <ListItem
            key={`q-${line.depth}-${line.question.questionId}`}
            disablePadding
            data-depth={line.depth}
          >
            <ListItemButton sx={{ pl: indent(line.depth) + 2 }} onClick={() => onQuestion(line.question)}>
              <LineContent
                score={line.question.answerScore}
                name={line.question.questionText}
                hidden={line.question.hidden}
              />
            </ListItemButton>
          </ListItem>
        ),
      )}
    </List>
  );
}
