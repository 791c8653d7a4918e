import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { answerLevelColours, averageWord } from '@prozesspuls/shared/px';
import type { ReactNode } from 'react';
import { TableHeader } from '@/components/table/TableHeader';
import { t } from '../texts';
import { answerRows, type QuestionView, questionTitle } from '../utils/evaluation-view';
import { formatPercentage, formatScore } from '../utils/format';
import { AnonymityMessage } from './AnonymityMessage';
import { CountsChart } from './charts/CountsChart';
import { LabelledValue } from './LabelledValue';
import { SidePanel } from './SidePanel';

interface QuestionPanelProps {
  readonly question: QuestionView | null;
  readonly onClose: () => void;
  /** The measures of this question (measures plan). */
  readonly measures?: ReactNode;
}

/** 'Fragenauswertung': averages, the distribution and the table over the 6 levels. */
export function QuestionPanel({ question, onClose, measures }: QuestionPanelProps) {
  return (
    <SidePanel open={question !== null} title={t('question.panelTitle')} onClose={onClose}>
      {question && <QuestionDetails question={question} measures={measures} />}
    </SidePanel>
  );
}

function QuestionDetails({
  question,
  measures,
}: {
  readonly question: QuestionView;
  readonly measures?: ReactNode;
}) {
  const rows = answerRows(question);
  const word = averageWord(question.answerScore);
  return (
    <Stack spacing={3}>
      <Typography component="h3" variant="subtitle1" data-testid="question-title">
        {questionTitle(question, t('question.inverted'))}
      </Typography>
      {question.hidden ? (
        <AnonymityMessage notice={question.hidden} />
      ) : (
        <>
          <Stack direction="row" spacing={4}>
            <LabelledValue
              label={t('question.averageScore')}
              value={`${question.answerScore === null ? '–' : formatScore(question.answerScore)}${word ? ` (${word})` : ''}`}
              testId="average-score"
            />
            <LabelledValue
              label={t('question.averageAnswer')}
              value={question.averageAnswer === null ? '–' : formatScore(question.averageAnswer)}
              testId="average-answer"
            />
          </Stack>
          {rows && (
            <>
              <CountsChart
                ariaLabel={t('question.distribution')}
                label={t('question.respondents')}
                labels={rows.map((row) => row.answer)}
                counts={rows.map((row) => row.respondents)}
                // Good levels green, bad ones red, after the question's inversion.
                colours={answerLevelColours(question.inverted)}
              />
              <Table size="small" aria-label={t('question.panelTitle')}>
                <TableHeader
                  labels={[t('question.answer')]}
                  numberLabels={[t('question.respondents'), t('question.percentage')]}
                />
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.level}>
                      <TableCell>{row.answer}</TableCell>
                      <TableCell align="right">{row.respondents}</TableCell>
                      <TableCell align="right">{formatPercentage(row.percentage)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </>
      )}
      {measures}
    </Stack>
  );
}
