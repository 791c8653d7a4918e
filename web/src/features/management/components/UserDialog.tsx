import RestartAlt from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@prozesspuls/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TooltipIconButton } from '@/components/buttons/TooltipIconButton';
import { FormField } from '@/components/form/FormField';
import { UserAvatar } from '@/components/user/UserAvatar';
import { messageOf } from '@/lib/api-error';
import { useAddUser } from '../api/add-user';
import { useRoles } from '../api/get-roles';
import { useUpdateUser } from '../api/update-user';
import { useManagementText } from '../hooks/use-management-text';
import { useTouchedForm } from '../hooks/use-touched-form';
import {
  initialUserForm,
  isUserFormValid,
  toAddUserRequest,
  toUpdateUserRequest,
  type UserFormField,
  type UserFormValues,
  validateUserForm,
} from '../utils/user-form';
import { ColorSetting } from './ColorSetting';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';

/** After 'Nutzer erfolgreich hinzugefügt' the dialog closes by itself. */
const CLOSE_AFTER_SUCCESS_MS = 3000;

interface UserDialogProps {
  readonly open: boolean;
  /** The user to edit; without one the dialog adds a new user. */
  readonly user?: ManagedUser;
  readonly onClose: () => void;
}

type Phase = 'editing' | 'saving' | 'done' | 'duplicateEmail';

/** The fields whose errors show once touched. */
const VALIDATED: readonly UserFormField[] = ['userId', 'firstName', 'lastName', 'roleIds'];
/** First and last name: side by side, alike but for their label. */
const NAME_FIELDS = ['firstName', 'lastName'] as const;

/**
 * 'Nutzer hinzufügen' / 'Nutzer bearbeiten': persistent (only its buttons close it), 600 px wide,
 * loads the client's roles. Mount it with a new `key` per opening, so it starts fresh.
 */
export function UserDialog({ open, user, onClose }: UserDialogProps) {
  const t = useManagementText();
  const titleId = useId();
  const editing = user !== undefined;
  const roles = useRoles();
  const addUser = useAddUser();
  const updateUser = useUpdateUser();
  const [initial] = useState(() => initialUserForm(user));
  const [phase, setPhase] = useState<Phase>('editing');
  const form = useTouchedForm<UserFormValues, UserFormField>(initial, VALIDATED, validateUserForm, () => {
    if (phase === 'duplicateEmail') setPhase('editing');
  });
  const { values, change } = form;
  // The failure snackbar lives inside the dialog: the modal hides the rest of the page from
  // assistive technology, so a snackbar outside it would not be announced.
  const feedback = useFeedback();

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [phase, onClose]);

  const busy = phase === 'saving' || phase === 'done';

  const fail = (error: unknown) => {
    setPhase('editing');
    feedback.error(messageOf(error, t('common.genericError')));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    form.touchAll();
    if (!isUserFormValid(values)) return;
    setPhase('saving');
    if (user) {
      updateUser.mutate(toUpdateUserRequest(user, values), {
        onSuccess: (result) => setPhase(result === 0 ? 'duplicateEmail' : 'done'),
        onError: fail,
      });
    } else {
      addUser.mutate(toAddUserRequest(values), { onSuccess: () => setPhase('done'), onError: fail });
    }
  };

  const roleTitle = (id: string) => roles.data?.find((role) => role.id === id)?.roleTitle ?? id;
  const rolesHelper =
    form.shownError('roleIds') ??
    (roles.isPending ? t('users.dialog.rolesLoading') : roles.isError ? t('users.dialog.rolesFailed') : ' ');

  return (
    <Dialog
      open={open}
      // Persistent: neither the backdrop nor Esc closes it.
      disableEscapeKeyDown
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {editing ? t('users.dialog.editTitle') : t('users.dialog.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            {!editing && (
              <Typography variant="body2" color="text.secondary">
                {t('users.dialog.createIntro')}
              </Typography>
            )}
            <FormField
              form={form}
              label={t('users.dialog.userId')}
              name="userId"
              type="email"
              autoComplete="off"
              autoFocus
              required
              fullWidth
              disabled={busy}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {NAME_FIELDS.map((name) => (
                <FormField
                  key={name}
                  form={form}
                  label={t(`users.dialog.${name}`)}
                  name={name}
                  autoComplete="off"
                  required
                  fullWidth
                  disabled={busy}
                />
              ))}
            </Stack>
            <TextField
              select
              label={t('users.dialog.roles')}
              name="roles"
              required
              fullWidth
              disabled={busy || !roles.isSuccess}
              value={values.roleIds}
              onChange={(event) => {
                const value = event.target.value as unknown as string | string[];
                change('roleIds', typeof value === 'string' ? value.split(',') : value);
              }}
              onBlur={() => form.touch('roleIds')}
              error={Boolean(form.shownError('roleIds'))}
              helperText={rolesHelper}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (selected as string[]).map(roleTitle).join(', '),
                  onClose: () => form.touch('roleIds'),
                },
              }}
            >
              {(roles.data ?? []).map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  <Checkbox size="small" checked={values.roleIds.includes(role.id)} sx={{ py: 0, pl: 0 }} />
                  <ListItemText primary={role.roleTitle} />
                </MenuItem>
              ))}
            </TextField>
            <ColorSetting
              heading={t('users.dialog.color')}
              label={t('users.dialog.pickColor')}
              disabled={busy}
              value={values.iconColor}
              onChange={(color) => change('iconColor', color)}
              width={48}
              height={36}
              code={values.iconColor}
              codeTestId="user-color-code"
              preview={
                <UserAvatar
                  user={{
                    firstName: values.firstName,
                    lastName: values.lastName,
                    userId: values.userId,
                    iconColor: values.iconColor,
                  }}
                  size={40}
                />
              }
              extra={
                <TooltipIconButton
                  label={t('users.dialog.resetColor')}
                  Icon={RestartAlt}
                  disabled={busy || values.iconColor === initial.iconColor}
                  onClick={() => change('iconColor', initial.iconColor)}
                />
              }
            />
            <Box aria-live="polite">
              {phase === 'saving' && (
                <Stack spacing={1}>
                  <LinearProgress aria-label={t('common.loading')} />
                  <Typography variant="body2" color="text.secondary">
                    {editing ? t('users.dialog.saving') : t('users.dialog.adding')}
                  </Typography>
                </Stack>
              )}
              {phase === 'done' && (
                <Alert severity="success">
                  {editing ? t('users.dialog.saved') : t('users.dialog.added')}
                </Alert>
              )}
              {phase === 'duplicateEmail' && <Alert severity="error">{t('users.duplicateEmail')}</Alert>}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={phase === 'saving'}>
            {phase === 'done' ? t('common.close') : t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {editing ? t('users.dialog.submitEdit') : t('users.dialog.submitCreate')}
          </Button>
        </DialogActions>
      </Box>
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </Dialog>
  );
}
