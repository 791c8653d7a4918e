import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FolderDetails, ProcessSummary } from '@prozesspuls/shared';
import { DEFAULT_FOLDER_ID, DEFAULT_FOLDER_NAME } from '@prozesspuls/shared/messages';
import { formatDateTime } from '@/lib/format-date';
import { pt } from '../i18n';
import type { FolderGroup } from '../utils/filter';
import { InitialsAvatar } from './InitialsAvatar';
import type { ProcessAction } from './ProcessActions';
import { ProcessTable } from './ProcessTable';

export type FolderAction = 'edit' | 'share' | 'delete';

interface FolderTableProps {
  readonly groups: readonly FolderGroup[];
  /** Models per folder before tab and filter, to decide whether a folder can be deleted. */
  readonly totalCounts: ReadonlyMap<string, number>;
  readonly expanded: ReadonlySet<string>;
  readonly onToggle: (key: string) => void;
  readonly onFolderAction: (action: FolderAction, folder: FolderDetails) => void;
  readonly onProcessAction: (action: ProcessAction, process: ProcessSummary) => void;
  /** Tab 'Zu prüfende Prozesse': the names open the review screen. */
  readonly reviewing?: boolean;
}

const COLUMNS = 6;
const HEAD = { fontWeight: 600, color: 'text.secondary', fontSize: 13 } as const;

function processCount(count: number): string {
  return count === 1 ? pt('list.processCountOne') : pt('list.processCountOther', { count });
}

function deleteBlocker(folder: FolderDetails, total: number): string | null {
  if (folder.id === DEFAULT_FOLDER_ID || folder.folderName === DEFAULT_FOLDER_NAME)
    return pt('folder.defaultNotDeletable');
  if (total > 0) return pt('folder.notEmpty');
  return null;
}

/** Only the folder's creator may edit, share or delete it (seed 000 §6). */
function FolderActions({
  folder,
  total,
  onAction,
}: {
  readonly folder: FolderDetails;
  readonly total: number;
  readonly onAction: (action: FolderAction, folder: FolderDetails) => void;
}) {
  if (!folder.isCreator) return null;
  const blocker = deleteBlocker(folder, total);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={pt('folder.edit')}>
        <IconButton
          size="small"
          aria-label={`${pt('folder.edit')}: ${folder.folderName}`}
          onClick={() => onAction('edit', folder)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={pt('folder.share')}>
        <IconButton
          size="small"
          aria-label={`${pt('folder.share')}: ${folder.folderName}`}
          onClick={() => onAction('share', folder)}
        >
          <ShareOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={blocker ?? pt('folder.delete')}>
        <span>
          <IconButton
            size="small"
            aria-label={`${pt('folder.delete')}: ${folder.folderName}`}
            disabled={blocker !== null}
            onClick={() => onAction('delete', folder)}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

function FolderRow({
  group,
  total,
  open,
  onToggle,
  onFolderAction,
  onProcessAction,
  reviewing,
}: {
  readonly reviewing?: boolean;
  readonly group: FolderGroup;
  readonly total: number;
  readonly open: boolean;
  readonly onToggle: (key: string) => void;
  readonly onFolderAction: FolderTableProps['onFolderAction'];
  readonly onProcessAction: FolderTableProps['onProcessAction'];
}) {
  const { folder } = group;
  const name = folder?.folderName ?? pt('list.otherShared');
  const contentId = `folder-content-${group.key}`;
  const shared = (folder?.sharedUsers.length ?? 0) > 0;
  const Icon = folder === null ? PeopleOutline : shared ? FolderSharedOutlined : FolderOutlined;

  return (
    <>
      <TableRow
        hover
        data-testid="folder-row"
        onClick={() => onToggle(group.key)}
        sx={{ cursor: 'pointer', '& > td, & > th': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell sx={{ width: 48, pr: 0 }}>
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={contentId}
            aria-label={open ? pt('folder.collapse', { name }) : pt('folder.expand', { name })}
            onClick={(event) => {
              event.stopPropagation();
              onToggle(group.key);
            }}
          >
            {open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
            <Icon color={folder === null ? 'action' : 'primary'} aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{name}</Typography>
              {folder === null && (
                <Typography variant="caption" color="text.secondary">
                  {pt('list.otherSharedHint')}
                </Typography>
              )}
            </Box>
            {shared && (
              <Tooltip title={folder?.sharedUsers.join(', ')}>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 0.75 }}
                >
                  {pt('folder.shared')}
                </Typography>
              </Tooltip>
            )}
          </Stack>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="folder-count">
          {processCount(group.processes.length)}
        </TableCell>
        <TableCell align="center">
          {folder && (
            <Stack sx={{ alignItems: 'center' }}>
              <InitialsAvatar userId={folder.createdBy} />
            </Stack>
          )}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {folder ? formatDateTime(folder.createdDate) : ''}
        </TableCell>
        <TableCell align="right" onClick={(event) => event.stopPropagation()}>
          {folder && <FolderActions folder={folder} total={total} onAction={onFolderAction} />}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ p: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={contentId} sx={{ pl: { xs: 1, sm: 7 }, pr: 1, pb: 1.5, bgcolor: 'action.hover' }}>
              <ProcessTable
                label={name}
                processes={group.processes}
                onAction={onProcessAction}
                reviewing={reviewing}
              />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** The expandable folder rows: name, process count, creator, creation date, actions (seed 000 §2). */
export function FolderTable({
  groups,
  totalCounts,
  expanded,
  onToggle,
  onFolderAction,
  onProcessAction,
  reviewing,
}: FolderTableProps) {
  return (
    <Table aria-label={pt('list.heading')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 48 }} />
          <TableCell sx={HEAD}>{pt('folder.columnName')}</TableCell>
          <TableCell sx={{ ...HEAD, width: 120 }}>{pt('folder.columnCount')}</TableCell>
          <TableCell sx={{ ...HEAD, width: 110 }} align="center">
            {pt('folder.columnCreator')}
          </TableCell>
          <TableCell sx={{ ...HEAD, width: 170 }}>{pt('folder.columnCreated')}</TableCell>
          <TableCell sx={{ ...HEAD, width: 140 }} align="right">
            {pt('folder.columnActions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <FolderRow
            key={group.key}
            group={group}
            total={totalCounts.get(group.key) ?? 0}
            open={expanded.has(group.key)}
            onToggle={onToggle}
            onFolderAction={onFolderAction}
            onProcessAction={onProcessAction}
            reviewing={reviewing}
          />
        ))}
      </TableBody>
    </Table>
  );
}
