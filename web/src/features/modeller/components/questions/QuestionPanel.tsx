import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { QUESTION_TEXT_MAX } from '@prozesspuls/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DoneSnackbar } from '@/components/feedback/DoneSnackbar';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ValueField } from '@/components/form/ValueField';
import { usersQueryOptions } from '@/lib/api/get-users';
import { formatDate } from '@/lib/format-date';
import { useAskQuestion } from '../../api/ask-question';
import { useElementQuestions } from '../../api/get-element-questions';
import { AsidePanel } from '../AsidePanel';
import { qpt } from './texts';

interface QuestionPanelProps {
  readonly uuid: string;
  /** The selected element, null when none (or several) is selected. */
  readonly elementId: string | null;
  readonly elementName: string;
  /** Custom task-type elements with an icon take no questions. */
  readonly customIconTask: boolean;
  readonly onClose: () => void;
}

/**
 * The panel of questions asked to colleagues: the questions on the selected element
 * with their answers, and a form to ask a member of the client (assignee and text required).
 */
export function QuestionPanel({ uuid, elementId, elementName, customIconTask, onClose }: QuestionPanelProps) {
  const questions = useElementQuestions(uuid, customIconTask ? null : elementId);
  const users = useQuery(usersQueryOptions());
  const ask = useAskQuestion(uuid);
  const [assignee, setAssignee] = useState('');
  const [questionText, setQuestionText] = useState('');
  const [missing, setMissing] = useState(false);
  const [added, setAdded] = useState(false);

  const submit = () => {
    if (!elementId) return;
    if (!assignee || !questionText.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    ask.mutate(
      { elementId, questionText: questionText.trim(), assignee },
      {
        onSuccess: () => {
          setQuestionText('');
          setAssignee('');
          setAdded(true);
        },
      },
    );
  };

  return (
    <AsidePanel title={qpt('title')} closeLabel={qpt('close')} onClose={onClose} overflow="auto">
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {!elementId ? (
          <Typography color="text.secondary">{qpt('noElement')}</Typography>
        ) : customIconTask ? (
          <Alert severity="info">{qpt('customIconTask')}</Alert>
        ) : (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {qpt('element', { name: elementName || elementId })}
            </Typography>
            {questions.isError && <QueryErrorAlert error={questions.error} />}
            {questions.data && questions.data.length === 0 && (
              <Typography color="text.secondary">{qpt('empty')}</Typography>
            )}
            {questions.data && questions.data.length > 0 && (
              <List dense disablePadding data-testid="element-questions">
                {questions.data.map((q) => (
                  <ListItem key={q.id} disableGutters divider>
                    <ListItemText
                      primary={q.questionText}
                      secondary={
                        <>
                          {qpt('askedTo', {
                            asker: q.questionerFullName,
                            assignee: q.assigneeFullName,
                            date: formatDate(q.createdDate),
                          })}
                          <br />
                          {q.questionAnswer ? qpt('answer', { answer: q.questionAnswer }) : qpt('unanswered')}
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <ValueField select size="small" label={qpt('assignee')} value={assignee} onValue={setAssignee}>
              {(users.data ?? []).map((user) => (
                <MenuItem key={user.userId} value={user.userId}>
                  {`${user.firstName} ${user.lastName}`.trim() || user.userId}
                </MenuItem>
              ))}
            </ValueField>
            <ValueField
              size="small"
              label={qpt('question')}
              value={questionText}
              onValue={setQuestionText}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
            />
            {missing && <Alert severity="warning">{qpt('fieldsRequired')}</Alert>}
            {ask.isError && <QueryErrorAlert error={ask.error} />}
            <Box>
              <Button variant="contained" size="small" onClick={submit} disabled={ask.isPending}>
                {qpt('ask')}
              </Button>
            </Box>
          </>
        )}
      </Box>
      <DoneSnackbar open={added} text={qpt('added')} onClose={() => setAdded(false)} />
    </AsidePanel>
  );
}
