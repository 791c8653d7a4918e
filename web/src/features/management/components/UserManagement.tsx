import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ManagedUser } from '@prozesspuls/shared';
import { useCallback, useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useManagedUsers } from '../api/get-managed-users';
import { useManagementText } from '../hooks/use-management-text';
import { ManagementHeader } from './ManagementHeader';
import { UserDialog } from './UserDialog';
import { UsersTable } from './UsersTable';

interface DialogState {
  readonly open: boolean;
  readonly user?: ManagedUser;
  /** A new key per opening, so the dialog starts with fresh values. */
  readonly session: number;
}

/** '/management/users': the client's users, 'Nutzer hinzufügen' and editing (seed 001 §2). */
export function UserManagement() {
  const t = useManagementText();
  const users = useManagedUsers();
  const [dialog, setDialog] = useState<DialogState>({ open: false, session: 0 });

  const openDialog = (user?: ManagedUser) =>
    setDialog((current) => ({ open: true, user, session: current.session + 1 }));
  const closeDialog = useCallback(() => setDialog((current) => ({ ...current, open: false })), []);

  return (
    <>
      <ManagementHeader
        back
        title={t('users.heading')}
        intro={t('users.intro')}
        action={
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => openDialog()}>
            {t('users.add')}
          </Button>
        }
      />
      <Stack spacing={2}>
        {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {!users.isError && (
          <UsersTable users={users.data} loading={users.isPending} onEdit={(user) => openDialog(user)} />
        )}
      </Stack>
      {dialog.session > 0 && (
        <UserDialog key={dialog.session} open={dialog.open} user={dialog.user} onClose={closeDialog} />
      )}
    </>
  );
}
