import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import { mentionQueryAt } from '@prozesspuls/shared/rules';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { mt } from '../../i18n';

export interface MentionMember {
  readonly userId: string;
  readonly name: string;
}

interface MentionTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly maxLength: number;
  readonly members: readonly MentionMember[];
  readonly onChange: (value: string) => void;
  /** A member picked from the suggestions ('@Name ' is already in the text). */
  readonly onMention: (member: MentionMember) => void;
}

const SUGGESTIONS_MAX = 6;

const matching = (members: readonly MentionMember[], query: string) => {
  const wanted = query.toLowerCase();
  return members
    .filter((m) => m.name.toLowerCase().includes(wanted) || m.userId.toLowerCase().startsWith(wanted))
    .slice(0, SUGGESTIONS_MAX);
};

/**
 * A multi-line text field in which '@' offers the client's members: typing filters them by name,
 * arrow keys and Enter (or a click) pick one, Escape closes the list. The picked member is written
 * as '@Name' and reported, so the caller can turn it into the stored `@[userId]` token.
 */
export function MentionTextField({
  label,
  value,
  maxLength,
  members,
  onChange,
  onMention,
}: MentionTextFieldProps) {
  const input = useRef<HTMLTextAreaElement | null>(null);
  const anchor = useRef<HTMLDivElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  // Where the caret goes after a pick: set when React has written the new value, before the
  // next key press is handled (a frame later would let fast typing land at the end).
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const position = pendingCaret.current;
    if (position === null || !input.current) return;
    pendingCaret.current = null;
    input.current.focus();
    input.current.setSelectionRange(position, position);
  });
  const mention = dismissed ? null : mentionQueryAt(value, caret);
  const options = mention ? matching(members, mention.query) : [];
  const open = mention !== null && options.length > 0;

  const track = (text: string, position: number | null) => {
    setCaret(position ?? text.length);
    setActive(0);
  };

  const pick = (member: MentionMember) => {
    if (!mention) return;
    const inserted = `@${member.name} `;
    const next = `${value.slice(0, mention.start)}${inserted}${value.slice(caret)}`.slice(0, maxLength);
    const position = mention.start + inserted.length;
    onChange(next);
    onMention(member);
    setCaret(position);
    pendingCaret.current = position;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const member = options[active];
      if (!member) return;
      event.preventDefault();
      pick(member);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  return (
    <>
      <TextField
        ref={anchor}
        inputRef={input}
        label={label}
        value={value}
        helperText={mt('content.mentionHint')}
        onChange={(event) => {
          setDismissed(false);
          onChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => {
          const target = event.target as HTMLTextAreaElement;
          setCaret(target.selectionStart ?? target.value.length);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
        multiline
        minRows={2}
        slotProps={{
          htmlInput: {
            maxLength,
            role: 'combobox',
            'aria-expanded': open,
            'aria-autocomplete': 'list',
            'aria-controls': open ? 'comment-mention-suggestions' : undefined,
          },
        }}
      />
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 'modal' }}>
        <Paper elevation={4}>
          <MenuList
            id="comment-mention-suggestions"
            role="listbox"
            aria-label={mt('content.mentionSuggestions')}
            dense
          >
            {options.map((member, index) => (
              <MenuItem
                key={member.userId}
                role="option"
                selected={index === active}
                aria-selected={index === active}
                // Keeps the focus in the text field, so its blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(member)}
              >
                <ListItemText primary={member.name} secondary={member.userId} />
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </>
  );
}
