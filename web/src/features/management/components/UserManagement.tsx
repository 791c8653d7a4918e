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
import { DangerConfirmDialog } from './DangerConfirmDialog';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';
import { ManagementListHeader } from './ManagementHeader';
import { UserDialog } from './UserDialog';
import { UsersTable } from './UsersTable';

/** '/management/users': the client's users, 'Nutzer hinzufügen', editing and deleting (Art. 17 DSGVO). */
export function UserManagement() {
  const t = useManagementText();
  const users = useManagedUsers();
  const { openDialog, closeDialog, ...dialog } = useDialogSession<ManagedUser>();
  const feedback = useFeedback();
  const deleteUser = useDeleteUser();
  const deletion = useConfirmation<ManagedUser>();
  const nameOf = (user: ManagedUser | null | undefined) => (user ? user.fullName || user.userId : '');

  const confirmDelete = () => {
    const user = deletion.subject;
    if (!user) return;
    deleteUser.mutate(user.userId, {
      onSettled: deletion.close,
      onSuccess: () => feedback.success(t('users.deleted', { name: nameOf(user) })),
      onError: (error) => feedback.error(messageOf(error, t('users.deleteFailed'))),
    });
  };

  return (
    <>
      <ManagementListHeader section="users" addIcon={<PersonAddAlt1Outlined />} onAdd={() => openDialog()} />
      <Stack spacing={2}>
        {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {!users.isError && (
          <UsersTable
            users={users.data}
            loading={users.isPending}
            onEdit={(user) => openDialog(user)}
            onDelete={deletion.ask}
          />
        )}
      </Stack>
      {dialog.session > 0 && (
        <UserDialog key={dialog.session} open={dialog.open} user={dialog.subject} onClose={closeDialog} />
      )}
      <DangerConfirmDialog
        asking={deletion}
        texts={managementDe.users.confirmDelete}
        values={{ name: nameOf(deletion.shown) }}
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
      />
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </>
  );
}
