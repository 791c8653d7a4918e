import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/api-error';
import { useSetPassword } from '../api/set-password';
import {
  isNewPasswordValid,
  type NewPasswordFieldError,
  validateNewPassword,
} from '../utils/validate-new-password';
import { PasswordField } from './PasswordField';

interface SetPasswordFormProps {
  readonly authToken: string;
  readonly onPasswordSet: () => void;
}

type Field = 'password' | 'repeat';

export function SetPasswordForm({ authToken, onPasswordSet }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ password: '', repeat: '' });
  // Errors appear once a field was left or typed in, not while the form is still untouched.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ password: false, repeat: false });
  const save = useSetPassword({ onSuccess: onPasswordSet });

  const errors = validateNewPassword(values);
  const valid = isNewPasswordValid(values);

  const errorText = (error: NewPasswordFieldError | undefined): string | undefined => {
    if (error === 'required') return t('setPassword.required');
    if (error === 'mismatch') return t('setPassword.mismatch');
    return undefined;
  };
  const shownError = (field: Field) => (touched[field] ? errorText(errors[field]) : undefined);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    if (save.isError) save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ password: true, repeat: true });
    if (!valid || save.isPending) return;
    save.mutate({ authToken, password: values.password });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="set-password-heading">
      <div>
        <Typography id="set-password-heading" component="h1" variant="h1" gutterBottom>
          {t('setPassword.heading')}
        </Typography>
        <Typography color="text.secondary">{t('setPassword.intro')}</Typography>
      </div>
      <PasswordField
        label={t('setPassword.password')}
        name="password"
        autoComplete="new-password"
        autoFocus
        required
        fullWidth
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        error={Boolean(shownError('password'))}
        helperText={shownError('password') ?? t('setPassword.policy')}
      />
      <PasswordField
        label={t('setPassword.repeat')}
        name="repeat"
        autoComplete="new-password"
        required
        fullWidth
        value={values.repeat}
        onChange={(event) => change('repeat', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, repeat: true }))}
        error={Boolean(shownError('repeat'))}
        helperText={shownError('repeat') ?? ' '}
      />
      {save.isError && <Alert severity="error">{messageOf(save.error, t('setPassword.failed'))}</Alert>}
      <div>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!valid || save.isPending}>
          {t('setPassword.save')}
        </Button>
        {save.isPending && <LinearProgress aria-label={t('common.loading')} sx={{ mt: 0.5 }} />}
      </div>
    </Stack>
  );
}
