import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared/messages';
import type { ReactNode } from 'react';
import { mt } from '../../i18n';

/** Per tab: the 'none yet' message and how an entry's main line wraps. */
const KINDS = {
  comments: {
    emptyText: ELEMENT_CONTENT_MESSAGES.noComments,
    primarySx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  },
  documents: {
    emptyText: ELEMENT_CONTENT_MESSAGES.noDocuments,
    primarySx: { wordBreak: 'break-all', pr: 6 },
  },
} as const;

interface ContentListProps<T> {
  readonly kind: keyof typeof KINDS;
  /** Undefined while loading (nothing shows yet). */
  readonly items: readonly T[] | undefined;
  readonly text: (item: T) => { readonly primary: ReactNode; readonly secondary: string };
  /** The entry's buttons at its right end. */
  readonly actions: (item: T) => ReactNode;
}

/** The list of a side panel tab (the element's comments or documents), or its 'none yet' message. */
export function ContentList<T extends { readonly id: string }>({
  kind,
  items,
  text,
  actions,
}: ContentListProps<T>) {
  const { emptyText, primarySx } = KINDS[kind];
  return (
    <>
      {items?.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      <List dense disablePadding aria-label={mt(`sidePanel.${kind}`)}>
        {items?.map((item) => (
          <ListItem key={item.id} disableGutters secondaryAction={actions(item)}>
            <ListItemText {...text(item)} slotProps={{ primary: { sx: primarySx } }} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
