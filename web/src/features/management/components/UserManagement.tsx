import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Stack from '@mui/material/Stack';
import type { ManagedUser } from '@prozesspuls/shared';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useDeleteUser } from '../api/delete-user';
import { useManagedUsers } from '../api/get-managed-users';
import { useConfirmation, useDialogSession } from '../hooks/dialog-state';
import { useManagementText } from '../hooks/use-management-text';
import { managementDe } from '../locales/de';
import { ConfirmationDialog } from './ConfirmationDialog';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';
import { ManagementListHeader } from './ManagementHeader';
import { SessionDialog } from './SessionDialog';
import { UserDialog } from './UserDialog';
import { UsersTable } from './UsersTable';

/** How the texts name a user: by the full name, else the user id. */
const named = (user: ManagedUser) => ({ name: user.fullName || user.userId });

/** '/management/users': the client's users, 'Nutzer hinzufügen', editing and deleting (Art. 17 DSGVO). */
export function UserManagement() {
  const t = useManagementText();
  const users = useManagedUsers();
  const dialog = useDialogSession<ManagedUser>();
  const feedback = useFeedback();
  const deleteUser = useDeleteUser();
  const deletion = useConfirmation(managementDe.users.confirmDelete, named);

  const confirmDelete = (user: ManagedUser) => {
    deleteUser.mutate(user.userId, {
      onSettled: deletion.close,
      onSuccess: () => feedback.success(t('users.deleted', named(user))),
      onError: (error) => feedback.error(messageOf(error, t('users.deleteFailed'))),
    });
  };

  return (
    <>
      <ManagementListHeader section="users" addIcon={<PersonAddAlt1Outlined />} dialog={dialog} />
      <Stack spacing={2}>
        {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {!users.isError && (
          <UsersTable
            users={users.data}
            loading={users.isPending}
            onEdit={(user) => dialog.openDialog(user)}
            onDelete={deletion.ask}
          />
        )}
      </Stack>
      <SessionDialog dialog={dialog}>
        {({ open, onClose, subject }) => <UserDialog open={open} user={subject} onClose={onClose} />}
      </SessionDialog>
      <ConfirmationDialog confirmation={deletion} busy={deleteUser.isPending} onConfirm={confirmDelete} />
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </>
  );
}
