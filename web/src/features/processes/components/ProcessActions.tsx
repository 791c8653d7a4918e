import type { SvgIconComponent } from '@mui/icons-material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ProcessSummary } from '@prozesspuls/shared';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { href, paths } from '@/config/paths';
import { pt } from '../i18n';

export type ProcessAction = 'edit' | 'move' | 'share' | 'download' | 'transfer' | 'delete';

/** The owner's menu above the divider, in this order; 'Löschen' follows in red. */
const MENU_ITEMS: readonly {
  readonly action: Exclude<ProcessAction, 'delete'>;
  readonly Icon: SvgIconComponent;
  /** Shown only where the owner may also edit the model. */
  readonly editorsOnly?: boolean;
}[] = [
  { action: 'edit', Icon: EditOutlined },
  { action: 'move', Icon: DriveFileMoveOutlined },
  { action: 'share', Icon: ShareOutlined, editorsOnly: true },
  { action: 'download', Icon: DownloadOutlined },
  { action: 'transfer', Icon: SwapHorizOutlined },
];

interface ProcessActionsProps {
  readonly process: ProcessSummary;
  readonly onAction: (action: ProcessAction, process: ProcessSummary) => void;
}

/**
 * Everyone may open a process; its owner may also edit it, move it, share it, download it,
 * transfer it and delete it.
 */
export function ProcessActions({ process, onAction }: ProcessActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: ProcessAction) => {
    setAnchor(null);
    onAction(action, process);
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={pt('process.open')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={href(paths.modelEdit, { uuid: process.uuid })}
          aria-label={`${pt('process.open')}: ${process.fileName}`}
        >
          <OpenInNew fontSize="small" />
        </IconButton>
      </Tooltip>
      {process.isOwn && (
        <>
          <Tooltip title={pt('folder.columnActions')}>
            <IconButton
              size="small"
              aria-label={pt('process.more', { name: process.fileName })}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVert fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {MENU_ITEMS.filter((item) => process.canEdit || !item.editorsOnly).map(({ action, Icon }) => (
              <MenuItem key={action} onClick={() => choose(action)}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{pt(`process.${action}`)}</ListItemText>
              </MenuItem>
            ))}
            <Divider />
            <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
              <ListItemIcon sx={{ color: 'inherit' }}>
                <DeleteOutline fontSize="small" />
              </ListItemIcon>
              <ListItemText>{pt('process.delete')}</ListItemText>
            </MenuItem>
          </Menu>
        </>
      )}
    </Stack>
  );
}
