import TablePagination from '@mui/material/TablePagination';

/**
 * The pager under a table with a fixed page size (no size choice), counting in German
 * ('1–15 von 40'). `page` starts at 0.
 */
export function FixedPagination({
  count,
  page,
  pageSize,
  onPageChange,
}: {
  readonly count: number;
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} von ${total}`}
    />
  );
}
