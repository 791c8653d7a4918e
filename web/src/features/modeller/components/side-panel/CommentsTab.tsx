import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { COMMENT_MAX, ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared/messages';
import { fullNameOf, withMentionTokens } from '@prozesspuls/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usersQueryOptions } from '@/lib/api/get-users';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useCreateComment } from '../../api/create-comment';
import { useDeleteComment } from '../../api/delete-comment';
import { useComments } from '../../api/get-comments';
import { mt } from '../../i18n';
import { CommentText } from './CommentText';
import { ContentList } from './ContentList';
import { type MentionMember, MentionTextField } from './MentionTextField';
import type { PanelProps } from './panel-props';

const formatDate = formatDateTime;

/**
 * Kommentare: the element's comments (plain text with '@Name' mentions), a field to add one in
 * which '@' offers the client's members (each one mentioned gets a mail), delete for author/owner.
 */
export function CommentsTab({ uuid, elementId, currentUserId, isOwner, showFeedback }: PanelProps) {
  const comments = useComments(uuid, elementId);
  const create = useCreateComment(uuid, elementId);
  const remove = useDeleteComment(uuid, elementId);
  // Members to mention; without the right to list them the field simply offers nobody.
  const users = useQuery({ ...usersQueryOptions(), retry: false });
  const members = useMemo<MentionMember[]>(
    () => (users.data ?? []).map((u) => ({ userId: u.userId, name: fullNameOf(u) || u.userId })),
    [users.data],
  );
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<MentionMember[]>([]);
  const authorName = (userId: string) => members.find((m) => m.userId === userId)?.name ?? userId;

  const submit = () => {
    if (!text.trim()) {
      showFeedback({ severity: 'warning', text: ELEMENT_CONTENT_MESSAGES.fillAllFields, autoHideMs: 3000 });
      return;
    }
    create.mutate(withMentionTokens(text.trim(), picked), {
      onSuccess: () => {
        setText('');
        setPicked([]);
      },
      onError: (failure) =>
        showFeedback({ severity: 'error', text: messageOf(failure, mt('content.failed')) }),
    });
  };

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <ContentList
        kind="comments"
        items={comments.data}
        text={(comment) => ({
          primary: <CommentText comment={comment} />,
          secondary: `${authorName(comment.userId)} · ${formatDate(comment.createdDate)}`,
        })}
        actions={(comment) =>
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
      />
      <MentionTextField
        label={mt('content.newComment')}
        value={text}
        maxLength={COMMENT_MAX}
        members={members}
        onChange={setText}
        onMention={(member) =>
          setPicked((current) => [...current.filter((m) => m.userId !== member.userId), member])
        }
      />
      <Button variant="contained" onClick={submit} disabled={create.isPending}>
        {mt('content.addComment')}
      </Button>
    </Stack>
  );
}
