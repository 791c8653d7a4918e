import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { TextInput } from '@/components/form/TextInput';
import { FormHeading } from '@/components/layout/FormHeading';
import { t } from '@/lib/i18n';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SubmitButton, SwitchModeLink } from './FormParts';

interface ResetPasswordFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onBackToLogin: () => void;
}

/** Reset mode of the login screen: asks only for the e-mail. */
export function ResetPasswordForm({ email, onEmailChange, onBackToLogin }: ResetPasswordFormProps) {
  const reset = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || email.trim() === '') return;
    reset.mutate(email);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="reset-heading">
      <FormHeading id="reset-heading" heading={t('resetPassword.heading')} intro={t('resetPassword.intro')} />
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
      <SubmitButton pending={reset.isPending} disabled={reset.isPending || email.trim() === ''}>
        {t('resetPassword.submit')}
      </SubmitButton>
      <SwitchModeLink onClick={onBackToLogin}>{t('resetPassword.backToLogin')}</SwitchModeLink>
    </Stack>
  );
}
