import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { TextInput } from '@/components/form/TextInput';
import { FormHeading } from '@/components/layout/FormHeading';
import { messageOf } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { LoginValidationError, useLogin } from '../api/login';
import { SubmitButton, SwitchModeLink } from './FormParts';
import { PasswordField } from './PasswordField';

interface LoginFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onLoggedIn: () => void;
  readonly onForgotPassword: () => void;
  /** A notice to show above the form, e.g. after a password was set. */
  readonly notice?: string;
}

export function LoginForm({ email, onEmailChange, onLoggedIn, onForgotPassword, notice }: LoginFormProps) {
  const [password, setPassword] = useState('');
  // Checked in the form before anything is sent; shown after the first submit, then as the user types.
  const [checked, setChecked] = useState(false);
  const loginMutation = useLogin({ onSuccess: onLoggedIn });

  const emailError = checked && email.trim() === '' ? t('login.emailRequired') : undefined;
  const passwordError = checked && password === '' ? t('login.passwordRequired') : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (loginMutation.isPending || email.trim() === '' || password === '') return;
    loginMutation.mutate({ userName: email.trim(), password });
  };

  const error = loginMutation.error;
  const errorText =
    error instanceof LoginValidationError
      ? t('login.validationError')
      : messageOf(error, t('common.genericError'));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="login-heading">
      <FormHeading id="login-heading" heading={t('login.heading')} intro={t('login.intro')} />
      {notice && <Alert severity="success">{notice}</Alert>}
      <TextInput
        label={t('login.email')}
        type="email"
        name="userName"
        autoComplete="username"
        autoFocus
        fullWidth
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={Boolean(error) || Boolean(emailError)}
        helperText={emailError}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(error) || Boolean(passwordError)}
        helperText={passwordError}
      />
      {error && (
        <Alert severity="error" data-testid="login-error">
          {errorText}
        </Alert>
      )}
      <SubmitButton pending={loginMutation.isPending} disabled={loginMutation.isPending}>
        {t('login.submit')}
      </SubmitButton>
      <SwitchModeLink onClick={onForgotPassword}>{t('login.forgotPassword')}</SwitchModeLink>
    </Stack>
  );
}
