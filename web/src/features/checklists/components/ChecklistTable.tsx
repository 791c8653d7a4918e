import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ChecklistSummary } from '@prozesspuls/shared';
import { phaseLabel } from '@prozesspuls/shared/checklists';
import { initialsOf } from '@prozesspuls/shared/rules';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useChecklistsText } from '../texts';
import { type SortColumn, type SortDirection, sortChecklists, statusPercent } from '../utils/overview';
import { StatusChip } from './StatusChip';

interface ChecklistTableProps {
  /** The tab's checklists, in any order: the table sorts them. */
  readonly rows: readonly ChecklistSummary[];
  readonly onOpen: (checklist: ChecklistSummary) => void;
  readonly onDelete: (checklist: ChecklistSummary) => void;
}

const shortDate = formatDate;

/** The overview table: unpaginated, sortable (newest first until a header is clicked), row actions on hover. */
export function ChecklistTable({ rows, onOpen, onDelete }: ChecklistTableProps) {
  const t = useChecklistsText();
  const [sort, setSort] = useState<{ column: SortColumn; direction: SortDirection }>({
    column: 'created',
    direction: 'desc',
  });
  // A second click on the sorted column turns it around; another column starts descending.
  const onSort = (column: SortColumn) =>
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'desc' ? 'asc' : 'desc',
    }));
  const sorted = sortChecklists(rows, sort.column, sort.direction);
  const header = (column: SortColumn, label: string) => (
    <TableCell sortDirection={sort.column === column ? sort.direction : false}>
      <TableSortLabel
        active={sort.column === column}
        direction={sort.column === column ? sort.direction : 'asc'}
        onClick={() => onSort(column)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Table size="small" aria-label={t('overview.title')}>
      <TableHead>
        <TableRow>
          {header('name', t('overview.columns.name'))}
          {header('creator', t('overview.columns.creator'))}
          {header('created', t('overview.columns.created'))}
          {header('phase', t('overview.columns.phase'))}
          {header('status', t('overview.columns.status'))}
          <TableCell align="right">{t('overview.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.length === 0 && (
          <TableRow>
            <TableCell colSpan={6}>
              <Typography color="text.secondary">{t('overview.empty')}</Typography>
            </TableCell>
          </TableRow>
        )}
        {sorted.map((row) => (
          <TableRow
            key={row.id}
            hover
            data-testid="checklist-row"
            sx={{
              '& .row-actions': { opacity: 0 },
              '&:hover .row-actions, &:focus-within .row-actions': { opacity: 1 },
            }}
          >
            <TableCell>{row.name}</TableCell>
            <TableCell>
              <Tooltip title={row.creatorName}>
                <span>{initialsOf({ name: row.creatorName })}</span>
              </Tooltip>
            </TableCell>
            <TableCell>
              <Tooltip title={formatDateTime(row.createdDate)}>
                <span>{shortDate(row.createdDate)}</span>
              </Tooltip>
            </TableCell>
            <TableCell>{phaseLabel(row.currentStep)}</TableCell>
            <TableCell>
              <StatusChip percent={statusPercent(row)} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <span className="row-actions">
                <Tooltip title={t('overview.edit')}>
                  <IconButton size="small" aria-label={t('overview.edit')} onClick={() => onOpen(row)}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('overview.delete')}>
                  <IconButton size="small" aria-label={t('overview.delete')} onClick={() => onDelete(row)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
