import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX, ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared/messages';
import { useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { useCommentMutations, useComments } from '../../api/comments';
import { mt } from '../../i18n';
import type { PanelProps } from './panel-props';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', { dateStyle: 'short', timeStyle: 'short' }).replace(',', '');

/** Kommentare: the element's comments (plain text), a field to add one, delete for author/owner. */
export function CommentsTab({ uuid, elementId, currentUserId, isOwner, showFeedback }: PanelProps) {
  const comments = useComments(uuid, elementId);
  const { create, remove } = useCommentMutations(uuid, elementId);
  const [text, setText] = useState('');

  const submit = () => {
    if (!text.trim()) {
      showFeedback({ severity: 'warning', text: ELEMENT_CONTENT_MESSAGES.fillAllFields, autoHideMs: 3000 });
      return;
    }
    create.mutate(text, {
      onSuccess: () => setText(''),
      onError: (failure) =>
        showFeedback({ severity: 'error', text: messageOf(failure, mt('content.failed')) }),
    });
  };

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {comments.data?.length === 0 && (
        <Typography color="text.secondary">{ELEMENT_CONTENT_MESSAGES.noComments}</Typography>
      )}
      <List dense disablePadding aria-label={mt('sidePanel.comments')}>
        {comments.data?.map((comment) => (
          <ListItem
            key={comment.id}
            disableGutters
            secondaryAction={
              (comment.userId === currentUserId || isOwner) && (
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={mt('content.deleteComment')}
                  onClick={() => remove.mutate(comment.id)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={comment.text}
              secondary={`${comment.userId} · ${formatDate(comment.createdDate)}`}
              slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } }}
            />
          </ListItem>
        ))}
      </List>
      <TextField
        label={mt('content.newComment')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      <Button variant="contained" onClick={submit} disabled={create.isPending}>
        {mt('content.addComment')}
      </Button>
    </Stack>
  );
}
