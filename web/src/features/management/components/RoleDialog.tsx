import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import type { RoleDetails } from '@prozesspuls/shared';
import { type FormEvent, useId, useState } from 'react';
import { useCreateRole } from '../api/create-role';
import { useManagementText } from '../hooks/use-management-text';
import { validateRoleTitle } from '../utils/role-form';

interface RoleDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCreated: (role: RoleDetails) => void;
}

/** 'Neue Rolle': 600 px, one required field 'Rollentitle*'; Enter creates, Esc closes (seed 001 §2). */
export function RoleDialog({ open, onClose, onCreated }: RoleDialogProps) {
  const t = useManagementText();
  const titleId = useId();
  const createRole = useCreateRole();
  const [roleTitle, setRoleTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const errorKey = touched ? validateRoleTitle(roleTitle) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (validateRoleTitle(roleTitle) || createRole.isPending) return;
    createRole.mutate(roleTitle.trim(), { onSuccess: onCreated });
  };

  return (
    <Dialog
      open={open}
      onClose={createRole.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('roles.dialog.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('roles.dialog.roleTitle')}
            name="roleTitle"
            autoComplete="off"
            autoFocus
            required
            fullWidth
            margin="dense"
            value={roleTitle}
            disabled={createRole.isPending}
            onChange={(event) => {
              setRoleTitle(event.target.value);
              setTouched(true);
              if (createRole.isError) createRole.reset();
            }}
            onBlur={() => setTouched(true)}
            error={Boolean(errorKey)}
            helperText={errorKey ? t(errorKey) : ' '}
          />
          {createRole.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('roles.dialog.failed')}
            </Alert>
          )}
        </DialogContent>
        {createRole.isPending && <LinearProgress aria-label={t('common.loading')} />}
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={createRole.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={createRole.isPending}>
            {t('roles.dialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
