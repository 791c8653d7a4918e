import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/**
 * A table's head: one row of column titles in their order, then the right-aligned titles of the
 * number columns, and last, when given, the right-aligned title of the actions column.
 */
export function TableHeader({
  labels,
  numberLabels = [],
  actionsLabel,
}: {
  readonly labels: readonly string[];
  readonly numberLabels?: readonly string[];
  readonly actionsLabel?: string;
}) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label}>{label}</TableCell>
        ))}
        {numberLabels.map((label) => (
          <TableCell key={label} align="right">
            {label}
          </TableCell>
        ))}
        {actionsLabel !== undefined && <TableCell align="right">{actionsLabel}</TableCell>}
      </TableRow>
    </TableHead>
  );
}
