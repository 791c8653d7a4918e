import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProcessSummary } from '@prozesspuls/shared';
import { isReviewOverdue } from '@prozesspuls/shared/rules';
import { Link as RouterLink } from 'react-router';
import { ReleaseStateChip } from '@/components/release/ReleaseStateChip';
import { href, paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { pt } from '../i18n';
import { type ColumnHead, ColumnHeads } from './ColumnHeads';
import { InitialsAvatar } from './InitialsAvatar';
import { type ProcessAction, ProcessActions } from './ProcessActions';

interface ProcessTableProps {
  readonly label: string;
  readonly processes: readonly ProcessSummary[];
  readonly onAction: (action: ProcessAction, process: ProcessSummary) => void;
  /** Tab 'Zu prüfende Prozesse': a name opens /modelReview/{uuid}. */
  readonly reviewing?: boolean;
}

const HEAD = { fontWeight: 600, color: 'text.secondary', fontSize: 13, bgcolor: 'transparent' } as const;

/** Prozessname, Umfragen, Ersteller, Erstellt, Aktionen. */
const processColumns = (): readonly ColumnHead[] => [
  { label: pt('process.columnName') },
  { label: pt('process.columnSurveys'), width: 110, align: 'center' },
  { label: pt('process.columnCreator'), width: 110, align: 'center' },
  { label: pt('process.columnCreated'), width: 170 },
  { label: pt('process.columnActions'), width: 120, align: 'right' },
];

/** The processes of an expanded folder: Prozessname, Umfragen, Ersteller, Erstellt am, Aktionen. */
export function ProcessTable({ label, processes, onAction, reviewing = false }: ProcessTableProps) {
  if (processes.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, px: 2 }}>
        {pt('list.emptyFolder')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <ColumnHeads columns={processColumns()} headSx={HEAD} />
      <TableBody>
        {processes.map((process) => (
          <TableRow key={process.uuid} hover data-testid="process-row">
            <TableCell>
              <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
                <AccountTreeOutlined fontSize="small" color="action" aria-hidden />
                <Link
                  component={RouterLink}
                  to={href(reviewing ? paths.modelReview : paths.modelEdit, { uuid: process.uuid })}
                  underline="hover"
                  sx={{ fontWeight: 500, color: 'text.primary', wordBreak: 'break-word' }}
                >
                  {process.fileName}
                </Link>
                {process.release && <ReleaseStateChip release={process.release} />}
                {process.currentEditor && (
                  <Tooltip title={pt('process.editing', { user: process.currentEditor })}>
                    <LockOutlined
                      fontSize="small"
                      color="warning"
                      aria-label={pt('process.editing', { user: process.currentEditor })}
                    />
                  </Tooltip>
                )}
                {isReviewOverdue(process.reviewDueAt, Date.now()) && process.reviewDueAt && (
                  <Tooltip
                    title={pt('process.reviewOverdueSince', {
                      date: formatDateTime(process.reviewDueAt).slice(0, 10),
                    })}
                  >
                    <Chip size="small" color="error" variant="outlined" label={pt('process.reviewOverdue')} />
                  </Tooltip>
                )}
              </Stack>
            </TableCell>
            <TableCell align="center">
              <Chip
                size="small"
                label={process.surveyCount}
                aria-label={pt('process.surveys', { count: process.surveyCount })}
                color={process.surveyCount > 0 ? 'primary' : 'default'}
                variant={process.surveyCount > 0 ? 'filled' : 'outlined'}
                sx={{ minWidth: 36 }}
              />
            </TableCell>
            <TableCell align="center">
              <Stack sx={{ alignItems: 'center' }}>
                <InitialsAvatar userId={process.initiator} />
              </Stack>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(process.creationDate)}</TableCell>
            <TableCell align="right">
              <ProcessActions process={process} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
