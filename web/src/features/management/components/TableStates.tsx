import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
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

/** One column of a read-only table: its heading and the props of its cells' alignment or width. */
export interface TableColumn {
  readonly label: string;
  readonly cell?: TableCellProps;
}

interface QueryTableProps<T> {
  /** The id of the heading that names the table. */
  readonly labelledBy: string;
  readonly query: {
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly error: unknown;
    readonly refetch: () => unknown;
  };
  readonly columns: readonly TableColumn[];
  readonly rows: readonly T[];
  readonly emptyText: string;
  readonly renderRow: (row: T) => ReactNode;
}

/**
 * A read-only table of loaded rows: the load error with a retry instead of the table, else a
 * progress row while loading, the empty state, or the rows.
 */
export function QueryTable<T>({
  labelledBy,
  query,
  columns,
  rows,
  emptyText,
  renderRow,
}: QueryTableProps<T>) {
  if (query.isError) return <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} {...column.cell}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {query.isPending ? (
            <LoadingRow columns={columns.length} />
          ) : rows.length === 0 ? (
            <EmptyRow columns={columns.length} text={emptyText} />
          ) : (
            rows.map(renderRow)
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A titled section of the administration page: its heading, one line of explanation, its content. */
export function TableSection({
  id,
  title,
  intro,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </section>
  );
}
