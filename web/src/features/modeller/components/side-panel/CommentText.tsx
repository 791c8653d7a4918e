import Box from '@mui/material/Box';
import type { ElementComment } from '@prozesspuls/shared';
import { commentParts } from '@prozesspuls/shared/rules';

/**
 * A stored comment as text: `@[userId]` tokens show as '@Name' (the name the server answered
 * with), everything else as plain text — never as HTML.
 */
export function CommentText({ comment }: { readonly comment: ElementComment }) {
  const names = new Map(comment.mentions.map((m) => [m.userId, m.fullName]));
  return commentParts(comment.text).map((part, index) =>
    part.kind === 'text' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <span key={index}>{part.text}</span>
    ) : (
      <Box
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        key={index}
        component="span"
        data-mention={part.userId}
        sx={{ color: 'primaryText', fontWeight: 600 }}
      >
        @{names.get(part.userId) ?? part.userId}
      </Box>
    ),
  );
}
