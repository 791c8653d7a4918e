import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANSWER_MIN_LENGTH } from '@prozesspuls/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DoneSnackbar } from '@/components/feedback/DoneSnackbar';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { openQuestionsQueryOptions } from '@/lib/api/get-open-questions';
import { formatDate } from '@/lib/format-date';
import { useAnswerQuestion } from '../api/answer-question';
import { useQuestionModel } from '../api/get-question-model';
import { qt } from '../i18n';
import { AskedElementDiagram } from './AskedElementDiagram';

/** The answer field's rule: required, at least 3 characters; undefined when valid. */
export function answerError(answer: string): string | undefined {
  const text = answer.trim();
  if (!text) return qt('answer.required');
  if (text.length < ANSWER_MIN_LENGTH) return qt('answer.tooShort');
  return undefined;
}

/**
 * 'Meine Fragen': the open questions assigned to me (question, asker, date);
 * choosing one shows the answer field, the send button and the diagram with the element red.
 * After answering, the selection clears and the list reloads.
 */
export function MyQuestionsPage() {
  const questions = useQuery(openQuestionsQueryOptions());
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [answer, setAnswer] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const answerMutation = useAnswerQuestion();
  const selected = questions.data?.find((q) => q.id === selectedId);
  const model = useQuestionModel(selected?.id);

  if (questions.isPending) return <PageLoader />;
  if (questions.isError)
    return <QueryErrorAlert error={questions.error} onRetry={() => void questions.refetch()} />;

  const error = touched ? answerError(answer) : undefined;
  const select = (id: string) => {
    setSelectedId(id);
    setAnswer('');
    setTouched(false);
    answerMutation.reset();
  };
  const send = () => {
    setTouched(true);
    if (!selected || answerError(answer)) return;
    answerMutation.mutate(
      { id: selected.id, answer: answer.trim() },
      {
        onSuccess: () => {
          setSelectedId(undefined);
          setAnswer('');
          setTouched(false);
          setSent(true);
        },
      },
    );
  };

  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {qt('page.title')}
      </Typography>
      {questions.data.length === 0 ? (
        <Alert severity="info">{qt('page.empty')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { md: '360px 1fr' }, gap: 2 }}>
          <Paper variant="outlined">
            <List aria-label={qt('page.listLabel')}>
              {questions.data.map((q) => (
                <ListItemButton key={q.id} selected={q.id === selectedId} onClick={() => select(q.id)}>
                  <ListItemText
                    primary={q.questionText}
                    secondary={qt('page.askedBy', {
                      name: q.questionerFullName,
                      date: formatDate(q.createdDate),
                    })}
                  />
                </ListItemButton>
              ))}
            </List>
          </Paper>
          {selected ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography variant="subtitle1">{selected.questionText}</Typography>
              <TextField
                label={qt('answer.label')}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                onBlur={() => setTouched(true)}
                error={error !== undefined}
                helperText={error ?? ' '}
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: 4000 } }}
              />
              {answerMutation.isError && <QueryErrorAlert error={answerMutation.error} />}
              <Box>
                <Button variant="contained" onClick={send} disabled={answerMutation.isPending}>
                  {qt('answer.send')}
                </Button>
              </Box>
              {model.isError ? (
                <QueryErrorAlert error={model.error} onRetry={() => void model.refetch()} />
              ) : (
                <AskedElementDiagram
                  xml={model.data?.diagramXML}
                  elementId={selected.elementId}
                  name={model.data?.fileName ?? ''}
                />
              )}
            </Box>
          ) : (
            <Typography color="text.secondary">{qt('page.choose')}</Typography>
          )}
        </Box>
      )}
      <DoneSnackbar open={sent} text={qt('answer.sent')} onClose={() => setSent(false)} />
    </Box>
  );
}
