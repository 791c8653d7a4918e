import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { messageOf } from '@/lib/api-error';
import { mt } from '../../i18n';

interface PickerListProps {
  /** The query behind the list: loading, failure and "nothing to choose" show above it. */
  readonly query: { readonly isPending: boolean; readonly isError: boolean; readonly error: unknown };
  /** The query answered but offers nothing. */
  readonly empty: boolean;
  readonly emptyText: string;
  readonly listLabel: string;
  readonly width: number;
  readonly dense?: boolean;
  /** Above the list (e.g. a search field). */
  readonly header?: ReactNode;
  /** The ListItemButtons to choose from. */
  readonly children: ReactNode;
}

/** The left half of the full-screen pickers (history, subprocess link): what can be chosen. */
export function PickerList({
  query,
  empty,
  emptyText,
  listLabel,
  width,
  dense,
  header,
  children,
}: PickerListProps) {
  return (
    <Paper variant="outlined" sx={{ width, flexShrink: 0, display: 'flex', flexDirection: 'column' }}>
      {header}
      {query.isPending && <LinearProgress aria-label={mt('page.loading')} />}
      {query.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {messageOf(query.error, mt('page.genericError'))}
        </Alert>
      )}
      {empty && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {emptyText}
        </Typography>
      )}
      <List aria-label={listLabel} sx={{ overflowY: 'auto', flex: 1 }} dense={dense}>
        {children}
      </List>
    </Paper>
  );
}
