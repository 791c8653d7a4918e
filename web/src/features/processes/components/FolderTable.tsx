import type { SvgIconComponent } from '@mui/icons-material';
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
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FolderDetails, ProcessSummary } from '@prozesspuls/shared';
import { DEFAULT_FOLDER_ID, DEFAULT_FOLDER_NAME } from '@prozesspuls/shared/messages';
import { formatDateTime } from '@/lib/format-date';
import { pt } from '../i18n';
import type { FolderGroup } from '../utils/filter';
import { type ColumnHead, ColumnHeads } from './ColumnHeads';
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

/** Expand, Ordnername, Anzahl, Ersteller, Erstellt, Aktionen. */
const folderColumns = (): readonly ColumnHead[] => [
  { width: 48 },
  { label: pt('folder.columnName') },
  { label: pt('folder.columnCount'), width: 120 },
  { label: pt('folder.columnCreator'), width: 110, align: 'center' },
  { label: pt('folder.columnCreated'), width: 170 },
  { label: pt('folder.columnActions'), width: 140, align: 'right' },
];

function processCount(count: number): string {
  return count === 1 ? pt('list.processCountOne') : pt('list.processCountOther', { count });
}

function deleteBlocker(folder: FolderDetails, total: number): string | null {
  if (folder.id === DEFAULT_FOLDER_ID || folder.folderName === DEFAULT_FOLDER_NAME)
    return pt('folder.defaultNotDeletable');
  if (total > 0) return pt('folder.notEmpty');
  return null;
}

/** Only the folder's creator may edit, share or delete it. */
interface FolderActionButtonProps {
  readonly action: FolderAction;
  readonly Icon: SvgIconComponent;
  readonly folder: FolderDetails;
  readonly onAction: (action: FolderAction, folder: FolderDetails) => void;
  /** Why the action is not possible; its tooltip then says so (a disabled button needs the span). */
  readonly blocker?: string | null;
}

function FolderActionButton({ action, Icon, folder, onAction, blocker }: FolderActionButtonProps) {
  const label = pt(`folder.${action}`);
  const button = (
    <IconButton
      size="small"
      aria-label={`${label}: ${folder.folderName}`}
      disabled={blocker !== undefined && blocker !== null}
      onClick={() => onAction(action, folder)}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
  return <Tooltip title={blocker ?? label}>{blocker === undefined ? button : <span>{button}</span>}</Tooltip>;
}

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
  const target = { folder, onAction };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <FolderActionButton action="edit" Icon={EditOutlined} {...target} />
      <FolderActionButton action="share" Icon={ShareOutlined} {...target} />
      <FolderActionButton action="delete" Icon={DeleteOutline} blocker={blocker} {...target} />
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

/** The expandable folder rows: name, process count, creator, creation date, actions. */
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
      <ColumnHeads columns={folderColumns()} headSx={HEAD} />
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
