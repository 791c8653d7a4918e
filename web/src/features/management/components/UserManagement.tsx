import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Stack from '@mui/material/Stack';
import type { ManagedUser } from '@prozesspuls/shared';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useManagedUsers } from '../api/get-managed-users';
import { useDialogSession } from '../hooks/dialog-state';
import { useManagementText } from '../hooks/use-management-text';
import { ManagementListHeader } from './ManagementHeader';
import { UserDialog } from './UserDialog';
import { UsersTable } from './UsersTable';

/** '/management/users': the client's users, 'Nutzer hinzufügen' and editing. */
export function UserManagement() {
  const _t = useManagementText();
  const users = useManagedUsers();
  const { openDialog, closeDialog, ...dialog } = useDialogSession<ManagedUser>();

  return (
    <>
      <ManagementListHeader section="users" addIcon={<PersonAddAlt1Outlined />} onAdd={() => openDialog()} />
      <Stack spacing={2}>
        {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {!users.isError && (
          <UsersTable users={users.data} loading={users.isPending} onEdit={(user) => openDialog(user)} />
        )}
      </Stack>
      {dialog.session > 0 && (
        <UserDialog key={dialog.session} open={dialog.open} user={dialog.subject} onClose={closeDialog} />
      )}
    </>
  );
}
