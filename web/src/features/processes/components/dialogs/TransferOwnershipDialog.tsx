import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ManagedUser, ProcessSummary } from '@prozesspuls/shared';
import { useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { UserAutocomplete } from '@/components/user/UserAutocomplete';
import { offeredUsers, usersWhoMayOpenModels } from '@/lib/users';
import { useRoles } from '../../api/get-roles';
import { useUsers } from '../../api/get-users';
import { useTransferModel } from '../../api/transfer-model';
import { pt } from '../../i18n';
import { ProcessFormDialog } from './ProcessFormDialog';

interface TransferOwnershipDialogProps {
  readonly process: ProcessSummary;
  readonly onTransferred: () => void;
  readonly onClose: () => void;
}

/**
 * 'Eigentum übertragen': another member of the client becomes the model's owner (owner only).
 * Offered are only members who can open models (the rule the server enforces).
 */
export function TransferOwnershipDialog({ process, onTransferred, onClose }: TransferOwnershipDialogProps) {
  const users = useUsers();
  const roles = useRoles();
  const transfer = useTransferModel();
  const [user, setUser] = useState<ManagedUser | null>(null);

  const submit = () => {
    if (!user) return;
    transfer.mutate({ uuid: process.uuid, initiator: user.userId }, { onSuccess: onTransferred });
  };

  return (
    <ProcessFormDialog
      texts="transfer"
      mutation={transfer}
      ready={user !== null}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>{pt('transfer.text', { name: process.fileName })}</Typography>
      {(users.isPending || roles.isPending) && <LinearProgress aria-label={pt('list.loading')} />}
      {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
      {roles.isError && <QueryErrorAlert error={roles.error} onRetry={() => void roles.refetch()} />}
      {users.isSuccess && roles.isSuccess && (
        <UserAutocomplete
          autoFocus
          label={pt('transfer.newOwner')}
          helperText={pt('transfer.eligibleHint')}
          options={offeredUsers(usersWhoMayOpenModels(users.data, roles.data), [process.initiator])}
          value={user}
          onChange={setUser}
          noOptionsText={pt('modelShare.noUsers')}
          disabled={transfer.isPending}
        />
      )}
    </ProcessFormDialog>
  );
}
