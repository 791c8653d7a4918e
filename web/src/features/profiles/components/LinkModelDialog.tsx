import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProcessProfile } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { modelsQueryOptions } from '@/lib/api/get-models';
import { useConnectProfile } from '../api/connect-profile';
import { prt } from '../i18n';
import { linkableModels } from '../utils/linkable';
import { ProfileFormDialog } from './ProfileFormDialog';

/** 'Link model to a profile': offers only models without a profile or already of this one. */
export function LinkModelDialog({
  profile,
  onClose,
}: {
  readonly profile: ProcessProfile;
  readonly onClose: () => void;
}) {
  const models = useQuery(modelsQueryOptions());
  const connect = useConnectProfile();
  const [uuid, setUuid] = useState(profile.connectedModelId ?? '');
  const offered = linkableModels(models.data ?? [], profile.id);
  return (
    <ProfileFormDialog
      section="linkDialog"
      call={connect}
      onClose={onClose}
      onSubmit={() => connect.mutate({ profileId: profile.id, uuid }, { onSuccess: onClose })}
      submitDisabled={uuid === ''}
    >
      <Typography variant="body2" color="text.secondary">
        {prt('linkDialog.hint')}
      </Typography>
      <TextField
        select
        fullWidth
        label={prt('linkDialog.model')}
        value={uuid}
        onChange={(e) => setUuid(e.target.value)}
        margin="normal"
      >
        {offered.map((model) => (
          <MenuItem key={model.uuid} value={model.uuid}>
            {model.fileName}
          </MenuItem>
        ))}
      </TextField>
    </ProfileFormDialog>
  );
}
