import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutral from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ElementEvaluation } from '@prozesspuls/shared';
import { answerLevelColours, averageWord, SCORE_COLOUR_HEX, scoreColour } from '@prozesspuls/shared/px';
import { ScoreLegend } from '@/components/feedback/ScoreLegend';
import { TableHeader } from '@/components/table/TableHeader';
import { formatPxScore } from '../utils/px-evaluation';
import { PxAsidePanel } from './PxAsidePanel';
import { pxt } from './PxEvaluationTexts';

const ICONS = {
  green: SentimentSatisfiedAlt,
  yellow: SentimentNeutral,
  amber: SentimentNeutral,
  red: SentimentDissatisfied,
} as const;

/**
 * The element evaluation panel: the element's average score with
 * icon, colour and word; a table per question; and the answer distribution of each question.
 * Hidden results (below the anonymity threshold, or withheld because an earlier point of the round
 * differs by too few answers) show the server's reason instead. Its colour follows the element
 * panel rule (≤ 2,5 green, ≤ 4,5 yellow, else red), not the badges'.
 */
export function PxEvaluationPanel({ element, onClose }: { element: ElementEvaluation; onClose: () => void }) {
  const light = scoreColour('elementPanel', element.score);
  const Icon = light ? ICONS[light] : null;
  return (
    <PxAsidePanel panel="element" onClose={onClose} testId="px-element-evaluation">
      <Typography variant="subtitle2">{element.elementName}</Typography>
      {element.hidden ? (
        <Alert severity="info">{element.hidden.msg}</Alert>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {Icon && light && <Icon sx={{ color: SCORE_COLOUR_HEX[light], fontSize: 40 }} aria-hidden />}
          <Box>
            <Typography variant="caption" color="text.secondary">
              {pxt('element.average')}
            </Typography>
            <Typography
              variant="h5"
              data-testid="px-element-score"
              data-colour={light ?? 'none'}
              sx={{ color: light ? SCORE_COLOUR_HEX[light] : undefined, fontWeight: 700 }}
            >
              {element.score === null ? pxt('element.noScore') : formatPxScore(element.score)}
            </Typography>
            {element.score !== null && <Typography variant="body2">{averageWord(element.score)}</Typography>}
          </Box>
        </Stack>
      )}
      <ScoreLegend rule="elementPanel" />
      <Table size="small" aria-label={pxt('element.title')}>
        <TableHeader
          labels={[pxt('element.question')]}
          numberLabels={[pxt('element.score'), pxt('element.answers')]}
        />
        <TableBody>
          {element.questions.map((question) => (
            <TableRow key={question.questionId}>
              <TableCell>
                {question.questionText}
                {question.inverted ? pxt('element.inverted') : ''}
                {question.percentages && (
                  <Distribution percentages={question.percentages} inverted={question.inverted} />
                )}
                {/* A question withheld on its own says why; a hidden element says it once above. */}
                {question.hidden && !element.hidden && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {question.hidden.msg}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                {question.answerScore === null ? '–' : formatPxScore(question.answerScore)}
              </TableCell>
              <TableCell align="right">{question.responseCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </PxAsidePanel>
  );
}

/**
 * The answer distribution of a question as one bar, levels 1–6 coloured by what they mean after
 * the question's inversion (good green, bad red).
 */
function Distribution({ percentages, inverted }: { percentages: readonly number[]; inverted: boolean }) {
  const colours = answerLevelColours(inverted);
  return (
    <Box
      role="img"
      aria-label={`${pxt('element.distribution')}: ${percentages
        .map((percent, index) => pxt('element.level', { level: index + 1, percent }))
        .join(', ')}`}
      sx={{
        display: 'flex',
        height: 8,
        mt: 0.5,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {percentages.map((percent, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the six answer levels are fixed positions
          key={index}
          sx={{ width: `${percent}%`, bgcolor: colours[index] }}
        />
      ))}
    </Box>
  );
}
