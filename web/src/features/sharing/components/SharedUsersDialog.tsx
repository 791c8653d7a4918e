import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { SharedUserList } from '@/components/user/SharedUserList';
import { messageOf } from '@/lib/api-error';
import type { ShareDialogModel } from '@/lib/share-dialog-slot';
import { useModelSharedUsers } from '../api/get-model-shared-users';
import { useUsers } from '../api/get-users';
import { useUnshareModel } from '../api/unshare-model';
import { st } from '../i18n';
import { ShareLinkSection } from './ShareLinkSection';

interface SharedUsersDialogProps {
  readonly model: ShareDialogModel;
  readonly onClose: () => void;
}

/**
 * The shared-users list with delete (in the modeller): who the model is shared with,
 * each removable, and its share link to copy again or revoke.
 */
export function SharedUsersDialog({ model, onClose }: SharedUsersDialogProps) {
  const shared = useModelSharedUsers(model.uuid);
  const users = useUsers();
  const unshare = useUnshareModel();
  return (
    <DialogFrame
      title={st('sharedUsers.title', { name: model.fileName })}
      width={684}
      busy={unshare.isPending}
      onClose={onClose}
      actions={<Button onClick={onClose}>{st('common.close')}</Button>}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {(shared.isPending || users.isPending) && <LinearProgress aria-label={st('common.loading')} />}
        {shared.isError && <QueryErrorAlert error={shared.error} onRetry={() => void shared.refetch()} />}
        {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {shared.isSuccess && users.isSuccess && (
          <SharedUserList
            label={st('share.sharedWith')}
            userIds={shared.data}
            users={users.data}
            emptyText={st('share.nobody')}
            removeLabel={(name) => st('share.remove', { user: name })}
            onRemove={(userId) => unshare.mutate({ uuid: model.uuid, userId })}
            disabled={unshare.isPending}
          />
        )}
        {unshare.isError && (
          <Alert severity="error">{messageOf(unshare.error, st('common.genericError'))}</Alert>
        )}
        <ShareLinkSection uuid={model.uuid} />
      </Stack>
    </DialogFrame>
  );
}
