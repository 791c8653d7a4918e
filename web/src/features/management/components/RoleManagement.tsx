import AddOutlined from '@mui/icons-material/AddOutlined';
import Stack from '@mui/material/Stack';
import type { RoleDetails } from '@prozesspuls/shared';
import { useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ApiError, messageOf } from '@/lib/api-error';
import { useDeleteRole } from '../api/delete-role';
import { usePermissions } from '../api/get-permissions';
import { useRoles } from '../api/get-roles';
import { usePendingPermissions, useSetPermission } from '../api/set-permission';
import { useAddDialog, useConfirmation, useLastDefined } from '../hooks/dialog-state';
import { useManagementText } from '../hooks/use-management-text';
import { managementDe } from '../locales/de';
import { ConfirmationDialog } from './ConfirmationDialog';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';
import { InfoDialog } from './InfoDialog';
import { ManagementListHeader } from './ManagementHeader';
import { RoleDialog } from './RoleDialog';
import { RolesTable } from './RolesTable';
import { SessionDialog } from './SessionDialog';

/** How the texts name a role: by its title. */
const titled = (role: RoleDetails) => ({ title: role.roleTitle });

/** '/management/roles': roles with a switch per permission, 'Neue Rolle', deleting. */
export function RoleManagement() {
  const t = useManagementText();
  const roles = useRoles();
  const permissions = usePermissions();
  const feedback = useFeedback();
  const setPermission = useSetPermission({ onError: () => feedback.error(t('roles.updateFailed')) });
  const pending = usePendingPermissions();
  const deleteRole = useDeleteRole();
  const dialog = useAddDialog(feedback.success, (role: RoleDetails) => t('roles.created', titled(role)));
  const deletion = useConfirmation(managementDe.roles.confirmDelete, titled);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = (role: RoleDetails) => {
    deleteRole.mutate(role.id, {
      onSettled: deletion.close,
      onSuccess: () => feedback.success(t('roles.deleted', titled(role))),
      onError: (error) => {
        const fallback =
          error instanceof ApiError && error.status === 409
            ? t('roles.deleteFailed.inUse')
            : t('common.genericError');
        setDeleteError(messageOf(error, fallback));
      },
    });
  };

  const shownError = useLastDefined(deleteError);
  const failed = roles.isError ? roles : permissions.isError ? permissions : undefined;

  return (
    <>
      <ManagementListHeader section="roles" addIcon={<AddOutlined />} dialog={dialog} />
      <Stack spacing={2}>
        {failed ? (
          <QueryErrorAlert error={failed.error} onRetry={() => void failed.refetch()} />
        ) : (
          <RolesTable
            roles={permissions.isSuccess ? roles.data : undefined}
            permissions={permissions.data ?? []}
            loading={roles.isPending || permissions.isPending}
            pending={pending}
            onToggle={(role, permission, granted) =>
              setPermission.mutate({ roleId: role.id, name: permission.name, granted })
            }
            onDelete={deletion.ask}
          />
        )}
      </Stack>

      <SessionDialog dialog={dialog}>
        {({ open, onClose }) => <RoleDialog open={open} onClose={onClose} onCreated={dialog.added} />}
      </SessionDialog>
      <ConfirmationDialog confirmation={deletion} busy={deleteRole.isPending} onConfirm={confirmDelete} />
      <InfoDialog
        open={deleteError !== null}
        title={t('roles.deleteFailed.title')}
        text={shownError ?? ''}
        closeLabel={t('roles.deleteFailed.ok')}
        onClose={() => setDeleteError(null)}
      />
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </>
  );
}
