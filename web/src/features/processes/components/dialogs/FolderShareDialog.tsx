import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { FolderDetails } from '@prozesspuls/shared';
import { useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { SharedUserList } from '@/components/user/SharedUserList';
import { UserAutocomplete } from '@/components/user/UserAutocomplete';
import { offeredUsers, usersWhoMayOpenModels } from '@/lib/users';
import { useFolderSharedUsers } from '../../api/get-folder-shared-users';
import { useRoles } from '../../api/get-roles';
import { useUsers } from '../../api/get-users';
import { useShareFolder } from '../../api/share-folder';
import { pt } from '../../i18n';
import { ProcessFormDialog } from './ProcessFormDialog';

interface FolderShareDialogProps {
  readonly folder: FolderDetails;
  readonly currentUserId: string;
  readonly onSaved: () => void;
  readonly onClose: () => void;
}

/**
 * 'Ordner teilen' (creator only): the complete list of users the folder is shared with. Sharing a
 * folder shares every model in it, which the dialog warns about.
 */
export function FolderShareDialog({ folder, currentUserId, onSaved, onClose }: FolderShareDialogProps) {
  const shared = useFolderSharedUsers(folder.id);
  const users = useUsers();
  const roles = useRoles();
  const share = useShareFolder();
  // The edited list; undefined until the user changes something, the server's list until then.
  const [edited, setEdited] = useState<string[] | undefined>(undefined);
  const selected = edited ?? shared.data ?? [];
  const loading = shared.isPending || users.isPending || roles.isPending;
  // Only users who can open the folder's models once it is shared with them.
  const offered = offeredUsers(usersWhoMayOpenModels(users.data ?? [], roles.data ?? []), [
    ...selected,
    currentUserId,
    folder.createdBy,
  ]);

  const submit = () => {
    share.mutate({ folderId: folder.id, userIds: selected }, { onSuccess: onSaved });
  };

  return (
    <ProcessFormDialog
      texts="folderShare"
      titleValues={{ name: folder.folderName }}
      mutation={share}
      ready={!loading && edited !== undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <Alert severity="warning">{pt('folderShare.warning')}</Alert>
      {loading && <LinearProgress aria-label={pt('list.loading')} />}
      {shared.isError && <QueryErrorAlert error={shared.error} onRetry={() => void shared.refetch()} />}
      {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
      {roles.isError && <QueryErrorAlert error={roles.error} onRetry={() => void roles.refetch()} />}
      {shared.isSuccess && users.isSuccess && roles.isSuccess && (
        <>
          <UserAutocomplete
            label={pt('folderShare.addUser')}
            options={offered}
            value={null}
            onChange={(user) => user && setEdited([...selected, user.userId])}
            noOptionsText={pt('folderShare.noUsers')}
            helperText={pt('transfer.eligibleHint')}
            disabled={share.isPending}
          />
          <SharedUserList
            label={pt('folderShare.sharedWith')}
            userIds={selected}
            users={users.data}
            emptyText={pt('folderShare.nobody')}
            removeLabel={(user) => pt('folderShare.remove', { user })}
            onRemove={(userId) => setEdited(selected.filter((id) => id !== userId))}
            disabled={share.isPending}
          />
        </>
      )}
    </ProcessFormDialog>
  );
}
