import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { questionLabel } from '@prozesspuls/shared/px';
import { messageOf } from '@/lib/api-error';
import { useChangePxQuestion } from '../../api/attach-px-question';
import { usePxElementQuestions } from '../../api/get-px-element-questions';
import { usePxOfferedQuestions } from '../../api/get-px-offered-questions';
import { usePxMode } from '../../hooks/use-px-mode';
import { pxt } from './texts';

interface PxQuestionsTabProps {
  readonly uuid: string;
  readonly elementId: string;
}

/**
 * The side panel's 'PX Fragen' tab: the questions attached to the selected element
 * and, with PX_WRITE, the offered process questions of its kind to attach or detach.
 */
export function PxQuestionsTab({ uuid, elementId }: PxQuestionsTabProps) {
  const { canWritePx } = usePxMode();
  const attached = usePxElementQuestions(uuid, elementId);
  const offered = usePxOfferedQuestions(uuid, elementId, canWritePx);
  const change = useChangePxQuestion(uuid);
  const attachedIds = new Set((attached.data ?? []).map((q) => q.id));
  const available = (offered.data ?? []).filter((q) => !attachedIds.has(q.id));
  const busyId = change.isPending ? change.variables.questionId : null;
  const changeQuestion = (questionId: string, attach: boolean) =>
    change.mutate({ elementId, questionId, attach });

  if (attached.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
        <CircularProgress size={18} />
        <Typography color="text.secondary">{pxt('loading')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="px-questions-tab">
      {attached.isError && <Alert severity="error">{messageOf(attached.error, pxt('failed'))}</Alert>}
      {change.isError && <Alert severity="error">{messageOf(change.error, pxt('failed'))}</Alert>}
      <Typography variant="subtitle2" component="h3">
        {pxt('attached')}
      </Typography>
      {(attached.data ?? []).length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {pxt('noneAttached')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={pxt('attached')}>
          {(attached.data ?? []).map((question, index) => (
            <ListItem
              key={question.id}
              disableGutters
              secondaryAction={
                canWritePx && (
                  <ChangeButton
                    attach={false}
                    question={question}
                    busyId={busyId}
                    onChange={changeQuestion}
                  />
                )
              }
            >
              <ListItemText
                primary={question.text}
                secondary={`${questionLabel(index)} · ${question.node === undefined ? pxt('custom') : pxt('predefined')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canWritePx && (
        <>
          <Typography variant="subtitle2" component="h3">
            {pxt('offered')}
          </Typography>
          {offered.isPending && <CircularProgress size={18} />}
          {offered.isError && <Alert severity="error">{messageOf(offered.error, pxt('failed'))}</Alert>}
          {offered.isSuccess && available.length === 0 && (
            <Typography color="text.secondary" variant="body2">
              {pxt('noneOffered')}
            </Typography>
          )}
          <List dense disablePadding aria-label={pxt('offered')}>
            {available.map((question) => (
              <ListItem
                key={question.id}
                disableGutters
                secondaryAction={
                  <ChangeButton attach question={question} busyId={busyId} onChange={changeQuestion} />
                }
              >
                <ListItemText
                  primary={question.text}
                  secondary={
                    <Chip
                      component="span"
                      size="small"
                      variant="outlined"
                      label={question.isStandard ? pxt('predefined') : pxt('custom')}
                    />
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

interface ChangeButtonProps {
  /** Attach (+) or detach (−) the question. */
  readonly attach: boolean;
  readonly question: { readonly id: string; readonly text: string };
  /** The question whose change is under way, if any: every button waits for it, its own spins. */
  readonly busyId: string | null;
  readonly onChange: (questionId: string, attach: boolean) => void;
}

/** The attach or detach button of one question, named after the action and the question. */
function ChangeButton({ attach, question, busyId, onChange }: ChangeButtonProps) {
  const action = attach ? pxt('attach') : pxt('detach');
  return (
    <Tooltip title={action}>
      <span>
        <IconButton
          edge="end"
          aria-label={`${action}: ${question.text}`}
          disabled={busyId !== null}
          onClick={() => onChange(question.id, attach)}
        >
          {busyId === question.id ? (
            <CircularProgress size={18} />
          ) : attach ? (
            <AddCircleOutline />
          ) : (
            <RemoveCircleOutline />
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
}
