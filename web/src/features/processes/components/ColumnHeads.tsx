import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ColumnHead {
  /** The column's heading; none for the folder table's expand column. */
  readonly label?: string;
  readonly width?: number;
  readonly align?: 'center' | 'right';
}

interface ColumnHeadsProps {
  readonly columns: readonly ColumnHead[];
  /** The look of the heading cells (the nested process table's has no background). */
  readonly headSx: Readonly<Record<string, string | number>>;
}

/** The heading row of the folder and process tables, one cell per column in order. */
export function ColumnHeads({ columns, headSx }: ColumnHeadsProps) {
  return (
    <TableHead>
      <TableRow>
        {columns.map(({ label, width, align }) =>
          label === undefined ? (
            <TableCell key="expand" sx={{ width }} />
          ) : (
            <TableCell key={label} sx={{ ...headSx, width }} align={align}>
              {label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
