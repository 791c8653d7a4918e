import Typography from '@mui/material/Typography';
import type { ProcessProfile } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { useConnectProfile } from '@/lib/api/connect-profile';
import { modelsQueryOptions } from '@/lib/api/get-models';
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
      <SelectField
        fullWidth
        label={prt('linkDialog.model')}
        value={uuid}
        onChange={(e) => setUuid(e.target.value)}
        margin="normal"
        options={offered.map((model) => ({ value: model.uuid, label: model.fileName }))}
      />
    </ProfileFormDialog>
  );
}
