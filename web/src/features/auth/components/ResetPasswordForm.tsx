import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/TextInput';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ResetPasswordFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onBackToLogin: () => void;
}

/** Reset mode of the login screen: asks only for the e-mail (seed 000 §2). */
export function ResetPasswordForm({ email, onEmailChange, onBackToLogin }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || email.trim() === '') return;
    reset.mutate(email);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="reset-heading">
      <div>
        <Typography id="reset-heading" component="h1" variant="h1" gutterBottom>
          {t('resetPassword.heading')}
        </Typography>
        <Typography color="text.secondary">{t('resetPassword.intro')}</Typography>
      </div>
      <TextInput
        label={t('resetPassword.email')}
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        fullWidth
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          if (!reset.isIdle) reset.reset();
        }}
        error={reset.isError}
      />
      {reset.isError && <Alert severity="error">{t('resetPassword.unknownUser')}</Alert>}
      {reset.isSuccess && <Alert severity="success">{t('resetPassword.success')}</Alert>}
      <div>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={reset.isPending || email.trim() === ''}
        >
          {t('resetPassword.submit')}
        </Button>
        {reset.isPending && <LinearProgress aria-label={t('common.loading')} sx={{ mt: 0.5 }} />}
      </div>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={onBackToLogin}
        sx={{ alignSelf: 'center' }}
      >
        {t('resetPassword.backToLogin')}
      </Link>
    </Stack>
  );
}
