import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ContentListProps<T> {
  /** Undefined while loading (nothing shows yet). */
  readonly items: readonly T[] | undefined;
  readonly label: string;
  /** Shown when the element has none. */
  readonly emptyText: string;
  readonly primary: (item: T) => ReactNode;
  readonly secondary: (item: T) => string;
  readonly primarySx: SxProps<Theme>;
  /** The entry's buttons at its right end. */
  readonly actions: (item: T) => ReactNode;
}

/** The list of a side panel tab (the element's comments or documents), or its 'none yet' message. */
export function ContentList<T extends { readonly id: string }>(props: ContentListProps<T>) {
  return (
    <>
      {props.items?.length === 0 && <Typography color="text.secondary">{props.emptyText}</Typography>}
      <List dense disablePadding aria-label={props.label}>
        {props.items?.map((item) => (
          <ListItem key={item.id} disableGutters secondaryAction={props.actions(item)}>
            <ListItemText
              primary={props.primary(item)}
              secondary={props.secondary(item)}
              slotProps={{ primary: { sx: props.primarySx } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
