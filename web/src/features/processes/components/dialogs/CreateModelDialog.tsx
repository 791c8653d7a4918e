import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { FolderDetails } from '@prozesspuls/shared';
import { useState } from 'react';
import { useConnectProfile } from '@/lib/api/connect-profile';
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
import { WritableFolderSelect } from './FolderSelect';
import { ProcessFormDialog } from './ProcessFormDialog';
import type { RenderProfileDialog, SavedProfile } from './profile-dialog-slot';

interface CreateModelDialogProps {
  readonly folders: readonly FolderDetails[];
  readonly onCreated: (uuid: string) => void;
  readonly onClose: () => void;
  /** Given: 'Prozesssteckbrief hinzufügen' is offered. */
  readonly renderProfileDialog?: RenderProfileDialog;
}

/** 'Prozessmodell erstellen': name and a folder with write permission, both required. */
export function CreateModelDialog({
  folders,
  onCreated,
  onClose,
  renderProfileDialog,
}: CreateModelDialogProps) {
  const offered = writableFolders(folders);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [folderId, setFolderId] = useState(() => preselectedFolder(offered));
  const create = useCreateModel();
  const connect = useConnectProfile();
  // With a profile the profile dialog opens first and the model takes the profile's name.
  const [withProfile, setWithProfile] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const valid = withProfile
    ? offered.some((folder) => folder.id === folderId)
    : canSubmitModelForm({ name, folderId }, offered);
  const nameError = nameTouched && !withProfile ? validateModelName(name) : undefined;

  const createWithProfile = (profile: SavedProfile) => {
    setProfileOpen(false);
    create.mutate(
      { name: profile.name, folderId },
      {
        onSuccess: ({ uuid }) =>
          connect.mutate(
            { profileId: profile.id, uuid },
            {
              onSuccess: () => onCreated(uuid),
              onError: (error) => setLinkError(messageOf(error, pt('common.genericError'))),
            },
          ),
      },
    );
  };

  const submit = () => {
    if (withProfile) {
      setProfileOpen(true);
      return;
    }
    create.mutate({ name, folderId }, { onSuccess: ({ uuid }) => onCreated(uuid) });
  };

  return (
    <ProcessFormDialog texts="create" mutation={create} ready={valid} onSubmit={submit} onClose={onClose}>
      {renderProfileDialog ? (
        <FormControlLabel
          control={
            <Checkbox checked={withProfile} onChange={(event) => setWithProfile(event.target.checked)} />
          }
          label={pt('create.withProfile')}
        />
      ) : null}
      <TextField
        autoFocus
        required={!withProfile}
        disabled={withProfile}
        fullWidth
        label={pt('create.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setNameTouched(true)}
        error={nameError !== undefined}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: MODEL_NAME_MAX } }}
      />
      <WritableFolderSelect folders={offered} value={folderId} onChange={setFolderId} />
      {linkError ? <Alert severity="error">{linkError}</Alert> : null}
      {profileOpen && renderProfileDialog
        ? renderProfileDialog({ onSaved: createWithProfile, onClose: () => setProfileOpen(false) })
        : null}
    </ProcessFormDialog>
  );
}
