import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Alert from '@mui/material/Alert';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FolderDetails } from '@prozesspuls/shared';
import { pt } from '../../i18n';

interface FolderSelectProps {
  readonly folders: readonly Pick<FolderDetails, 'id' | 'folderName'>[];
  readonly value: string;
  readonly onChange: (folderId: string) => void;
  readonly helperText?: string;
  readonly error?: boolean;
  readonly disabled?: boolean;
}

/** 'Ordner' (required) with the hint that only folders with write permission are offered. */
export function FolderSelect({ folders, value, onChange, helperText, error, disabled }: FolderSelectProps) {
  return (
    <TextField
      select
      required
      fullWidth
      label={pt('common.folder')}
      value={folders.some((folder) => folder.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      error={error}
      disabled={disabled || folders.length === 0}
      slotProps={{ select: { renderValue: (id) => folders.find((f) => f.id === id)?.folderName ?? '' } }}
    >
      {folders.map((folder) => (
        <MenuItem key={folder.id} value={folder.id}>
          <ListItemIcon>
            <FolderOutlined fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText>{folder.folderName}</ListItemText>
        </MenuItem>
      ))}
    </TextField>
  );
}

interface WritableFolderSelectProps {
  readonly folders: readonly Pick<FolderDetails, 'id' | 'folderName'>[];
  readonly value: string;
  readonly onChange: (folderId: string) => void;
}

/** The folder of a new model (create, import): a note instead when no folder may be written. */
export function WritableFolderSelect({ folders, value, onChange }: WritableFolderSelectProps) {
  return (
    <>
      <FolderSelect
        folders={folders}
        value={value}
        onChange={onChange}
        helperText={pt('create.folderHint')}
      />
      {folders.length === 0 && <Alert severity="info">{pt('create.noWritableFolder')}</Alert>}
    </>
  );
}
