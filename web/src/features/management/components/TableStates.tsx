import LinearProgress from '@mui/material/LinearProgress';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useManagementText } from '../hooks/use-management-text';

/** A thin progress bar across the table while its rows load. */
export function LoadingRow({ columns }: { readonly columns: number }) {
  const t = useManagementText();
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ p: 0, borderBottom: 0 }}>
        <LinearProgress aria-label={t('common.loading')} />
      </TableCell>
    </TableRow>
  );
}

/** The empty state of a table. */
export function EmptyRow({ columns, text }: { readonly columns: number; readonly text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center' }}>
        <Typography color="text.secondary">{text}</Typography>
      </TableCell>
    </TableRow>
  );
}

interface HeadRowProps<K extends string> {
  /** The columns in order. */
  readonly columns: readonly K[];
  readonly label: (column: K) => string;
  /** Width or alignment of single columns. */
  readonly cellProps?: Partial<Record<K, TableCellProps>>;
}

/** The heading row of an administration table: one cell per column. */
export function HeadRow<K extends string>({ columns, label, cellProps }: HeadRowProps<K>) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column} {...cellProps?.[column]}>
            {label(column)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
