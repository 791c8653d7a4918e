import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/TextInput';
import { messageOf } from '@/lib/api-error';
import { LoginValidationError, useLogin } from '../api/login';
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
  const { t } = useTranslation();
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
      <div>
        <Typography id="login-heading" component="h1" variant="h1" gutterBottom>
          {t('login.heading')}
        </Typography>
        <Typography color="text.secondary">{t('login.intro')}</Typography>
      </div>
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
      <div>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
        {loginMutation.isPending && <LinearProgress aria-label={t('common.loading')} sx={{ mt: 0.5 }} />}
      </div>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={onForgotPassword}
        sx={{ alignSelf: 'center' }}
      >
        {t('login.forgotPassword')}
      </Link>
    </Stack>
  );
}
