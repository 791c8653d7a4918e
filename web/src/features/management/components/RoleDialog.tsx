import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { RoleDetails } from '@prozesspuls/shared';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { FormField } from '@/components/form/FormField';
import { useCreateRole } from '../api/create-role';
import { useManagementText } from '../hooks/use-management-text';
import { useTouchedForm } from '../hooks/use-touched-form';
import { validateRoleTitle } from '../utils/role-form';

interface RoleDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCreated: (role: RoleDetails) => void;
}

const ROLE_FIELDS = ['roleTitle'] as const;

function validateRoleForm({ roleTitle }: { readonly roleTitle: string }) {
  return { roleTitle: validateRoleTitle(roleTitle) };
}

/** 'Neue Rolle': 600 px, one required field 'Rollentitle*'; Enter creates, Esc closes. */
export function RoleDialog({ open, onClose, onCreated }: RoleDialogProps) {
  const t = useManagementText();
  const createRole = useCreateRole();
  const form = useTouchedForm({ roleTitle: '' }, ROLE_FIELDS, validateRoleForm, () => {
    if (createRole.isError) createRole.reset();
  });

  const submit = () => {
    form.touchAll();
    if (validateRoleTitle(form.values.roleTitle) || createRole.isPending) return;
    createRole.mutate(form.values.roleTitle.trim(), { onSuccess: onCreated });
  };

  return (
    <FormDialog
      open={open}
      title={t('roles.dialog.title')}
      width={600}
      busy={createRole.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('roles.dialog.submit')}
    >
      <FormField
        form={form}
        label={t('roles.dialog.roleTitle')}
        name="roleTitle"
        autoComplete="off"
        autoFocus
        required
        fullWidth
        margin="dense"
        disabled={createRole.isPending}
      />
      {createRole.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('roles.dialog.failed')}
        </Alert>
      )}
      {createRole.isPending && <LinearProgress aria-label={t('common.loading')} sx={{ mt: 2 }} />}
    </FormDialog>
  );
}
