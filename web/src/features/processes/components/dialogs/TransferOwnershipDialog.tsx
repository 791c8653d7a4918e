import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedUser, ProcessSummary } from '@prozesspuls/shared';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useUsers } from '../../api/get-users';
import { useTransferModel } from '../../api/transfer-model';
import { pt } from '../../i18n';
import { offeredUsers } from '../../utils/users';
import { UserAutocomplete } from './UserAutocomplete';

interface TransferOwnershipDialogProps {
  readonly process: ProcessSummary;
  readonly onTransferred: () => void;
  readonly onClose: () => void;
}

/** 'Eigentum übertragen': another member of the client becomes the model's owner (owner only). */
export function TransferOwnershipDialog({ process, onTransferred, onClose }: TransferOwnershipDialogProps) {
  const users = useUsers();
  const transfer = useTransferModel();
  const [user, setUser] = useState<ManagedUser | null>(null);

  const submit = () => {
    if (!user || transfer.isPending) return;
    transfer.mutate({ uuid: process.uuid, initiator: user.userId }, { onSuccess: onTransferred });
  };

  return (
    <FormDialog
      title={pt('transfer.title')}
      width={684}
      busy={transfer.isPending}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={pt('common.cancel')}
      submitLabel={pt('transfer.submit')}
      submitDisabled={!user}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography>{pt('transfer.text', { name: process.fileName })}</Typography>
        {users.isPending && <LinearProgress aria-label={pt('list.loading')} />}
        {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {users.isSuccess && (
          <UserAutocomplete
            autoFocus
            label={pt('transfer.newOwner')}
            options={offeredUsers(users.data, [process.initiator])}
            value={user}
            onChange={setUser}
            noOptionsText={pt('modelShare.noUsers')}
            disabled={transfer.isPending}
          />
        )}
        {transfer.isError && (
          <Alert severity="error">{messageOf(transfer.error, pt('common.genericError'))}</Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
