import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ManagedUser, ProcessSummary } from '@prozesspuls/shared';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useModelSharedUsers } from '../../api/get-model-shared-users';
import { useUsers } from '../../api/get-users';
import { useShareModel } from '../../api/share-model';
import { useUnshareModel } from '../../api/unshare-model';
import { pt } from '../../i18n';
import { offeredUsers } from '../../utils/users';
import { SharedUserList } from './SharedUserList';
import { ShareLinkSection } from './ShareLinkSection';
import { UserAutocomplete } from './UserAutocomplete';

interface ModelShareDialogProps {
  readonly process: ProcessSummary;
  readonly currentUserId: string;
  readonly onClose: () => void;
}

/**
 * Shares one model with a user of the client (needs canEdit). A user must be chosen; offered are
 * all users except those it is already shared with (seed 000 §5).
 */
export function ModelShareDialog({ process, currentUserId, onClose }: ModelShareDialogProps) {
  const shared = useModelSharedUsers(process.uuid);
  const users = useUsers();
  const share = useShareModel();
  const unshare = useUnshareModel();
  const [user, setUser] = useState<ManagedUser | null>(null);
  const busy = share.isPending || unshare.isPending;
  const loading = shared.isPending || users.isPending;
  const sharedWith = shared.data ?? [];
  const offered = offeredUsers(users.data ?? [], [...sharedWith, currentUserId, process.initiator]);
  const failure = share.error ?? unshare.error;

  const submit = () => {
    if (!user || busy) return;
    share.mutate({ uuid: process.uuid, userId: user.userId }, { onSuccess: () => setUser(null) });
  };

  return (
    <FormDialog
      title={pt('modelShare.title', { name: process.fileName })}
      width={684}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={pt('common.close')}
      submitLabel={pt('modelShare.submit')}
      submitDisabled={!user || loading}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {loading && <LinearProgress aria-label={pt('list.loading')} />}
        {shared.isError && <QueryErrorAlert error={shared.error} onRetry={() => void shared.refetch()} />}
        {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {shared.isSuccess && users.isSuccess && (
          <>
            <UserAutocomplete
              autoFocus
              label={pt('common.user')}
              options={offered}
              value={user}
              onChange={setUser}
              noOptionsText={pt('modelShare.noUsers')}
              disabled={busy}
            />
            <SharedUserList
              label={pt('modelShare.sharedWith')}
              userIds={sharedWith}
              users={users.data}
              emptyText={pt('modelShare.nobody')}
              removeLabel={(name) => pt('modelShare.remove', { user: name })}
              onRemove={(userId) => unshare.mutate({ uuid: process.uuid, userId })}
              disabled={busy}
            />
          </>
        )}
        {failure && <Alert severity="error">{messageOf(failure, pt('common.genericError'))}</Alert>}
        {process.canEdit && <ShareLinkSection uuid={process.uuid} />}
      </Stack>
    </FormDialog>
  );
}
