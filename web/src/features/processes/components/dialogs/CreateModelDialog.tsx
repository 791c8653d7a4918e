import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FolderDetails } from '@prozesspuls/shared';
import { useState } from 'react';
import { DialogActions } from '@/components/dialogs/DialogActions';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';
import { useCreateModel } from '../../api/create-model';
import { pt } from '../../i18n';
import {
  canSubmitModelForm,
  MODEL_NAME_MAX,
  preselectedFolder,
  validateModelName,
  writableFolders,
} from '../../utils/model-form';
import { FolderSelect } from './FolderSelect';

interface CreateModelDialogProps {
  readonly folders: readonly FolderDetails[];
  readonly onCreated: (uuid: string) => void;
  readonly onClose: () => void;
}

/** 'Prozessmodell erstellen': name and a folder with write permission, both required (seed 000 §5). */
export function CreateModelDialog({ folders, onCreated, onClose }: CreateModelDialogProps) {
  const offered = writableFolders(folders);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [folderId, setFolderId] = useState(() => preselectedFolder(offered));
  const create = useCreateModel();
  const valid = canSubmitModelForm({ name, folderId }, offered);
  const nameError = nameTouched ? validateModelName(name) : undefined;

  const submit = () => {
    if (!valid || create.isPending) return;
    create.mutate({ name, folderId }, { onSuccess: ({ uuid }) => onCreated(uuid) });
  };

  return (
    <DialogFrame
      title={pt('create.title')}
      width={684}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          cancelLabel={pt('common.cancel')}
          confirmLabel={pt('create.submit')}
          onCancel={onClose}
          busy={create.isPending}
          confirmDisabled={!valid}
        />
      }
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          required
          fullWidth
          label={pt('create.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setNameTouched(true)}
          error={nameError !== undefined}
          helperText={nameError}
          slotProps={{ htmlInput: { maxLength: MODEL_NAME_MAX } }}
        />
        <FolderSelect
          folders={offered}
          value={folderId}
          onChange={setFolderId}
          helperText={pt('create.folderHint')}
        />
        {offered.length === 0 && <Alert severity="info">{pt('create.noWritableFolder')}</Alert>}
        {create.isError && (
          <Alert severity="error">{messageOf(create.error, pt('common.genericError'))}</Alert>
        )}
      </Stack>
    </DialogFrame>
  );
}
