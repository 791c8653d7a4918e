import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@prozesspuls/shared/messages';
import { type PasswordPolicyChecks, passwordPolicyChecks } from '@prozesspuls/shared/rules';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormHeading } from '@/components/layout/FormHeading';
import { paths } from '@/config/paths';
import { ApiError, messageOf } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { useAuthTokenCheck } from '../api/check-auth-token';
import { useSetPassword } from '../api/set-password';
import {
  isNewPasswordValid,
  type NewPasswordFieldError,
  validateNewPassword,
} from '../utils/validate-new-password';
import { SubmitButton } from './FormParts';
import type { LoginLocationState } from './LoginCard';
import { PasswordField } from './PasswordField';

const POLICY_PARTS = [
  { key: 'length', label: 'setPassword.policyLength' },
  { key: 'lower', label: 'setPassword.policyLower' },
  { key: 'upper', label: 'setPassword.policyUpper' },
  { key: 'digit', label: 'setPassword.policyDigit' },
  { key: 'special', label: 'setPassword.policySpecial' },
] as const satisfies readonly { key: keyof PasswordPolicyChecks; label: string }[];

/** The password policy, part by part, ticked off while the user types. */
function PolicyChecklist({ password }: { readonly password: string }) {
  const checks = passwordPolicyChecks(password);
  return (
    <Box>
      <Typography id="password-policy" variant="body2" color="text.secondary">
        {t('setPassword.policyTitle')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="password-policy"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 0.25 }}
      >
        {POLICY_PARTS.map(({ key, label }) => {
          const met = checks[key];
          return (
            <Box
              component="li"
              key={key}
              data-met={met ? 'true' : 'false'}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                typography: 'body2',
                color: met ? 'success.main' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircle fontSize="small" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" aria-hidden />
              )}
              <span>
                {t(label)}
                <Box component="span" sx={visuallyHidden}>
                  {` (${met ? t('setPassword.policyMet') : t('setPassword.policyMissing')})`}
                </Box>
              </span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface SetPasswordFormProps {
  readonly authToken: string;
  readonly onPasswordSet: () => void;
}

type Field = 'password' | 'repeat';

export function SetPasswordForm({ authToken, onPasswordSet }: SetPasswordFormProps) {
  const [values, setValues] = useState({ password: '', repeat: '' });
  // Errors appear once a field was left or typed in, not while the form is still untouched.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ password: false, repeat: false });
  const save = useSetPassword({ onSuccess: onPasswordSet });

  const errors = validateNewPassword(values);
  // A dead link says so before the user types (checked without using it), and again if the save is refused.
  const check = useAuthTokenCheck(authToken);
  const isDead = (error: unknown) => error instanceof ApiError && error.serverMessage === MSG.tokenInvalid;
  const deadBeforeTyping = isDead(check.error);
  const deadToken = deadBeforeTyping || isDead(save.error);
  const resetState: LoginLocationState = { resetPassword: true };
  const valid = isNewPasswordValid(values);

  const errorText = (error: NewPasswordFieldError | undefined): string | undefined => {
    if (error === 'required') return t('setPassword.required');
    if (error === 'mismatch') return t('setPassword.mismatch');
    // 'policy': the checklist below the field says what is missing.
    return undefined;
  };
  const shownError = (field: Field) => (touched[field] ? errorText(errors[field]) : undefined);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    if (save.isError) save.reset();
  };

  // What both new-password fields share; the helper text differs (the repeat field keeps its line).
  const fieldProps = (field: Field) => ({
    label: t(field === 'password' ? 'setPassword.password' : 'setPassword.repeat'),
    name: field,
    autoComplete: 'new-password',
    required: true,
    fullWidth: true,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field, event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: Boolean(shownError(field)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ password: true, repeat: true });
    if (!valid || save.isPending) return;
    save.mutate({ authToken, password: values.password });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="set-password-heading">
      <FormHeading
        id="set-password-heading"
        heading={t('setPassword.heading')}
        intro={t('setPassword.intro')}
      />
      <PasswordField {...fieldProps('password')} autoFocus helperText={shownError('password')} />
      <PolicyChecklist password={values.password} />
      <PasswordField {...fieldProps('repeat')} helperText={shownError('repeat') ?? ' '} />
      {(save.isError || deadBeforeTyping) && (
        <Alert
          severity="error"
          action={
            deadToken ? (
              <Link
                component={RouterLink}
                to={paths.login}
                state={resetState}
                // The alert's own dark text colour: the client colour is not readable on its tinted background.
                color="inherit"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('setPassword.requestNewLink')}
              </Link>
            ) : undefined
          }
        >
          {messageOf(save.error ?? check.error, t('setPassword.failed'))}
        </Alert>
      )}
      <SubmitButton pending={save.isPending} disabled={!valid || save.isPending || deadBeforeTyping}>
        {t('setPassword.save')}
      </SubmitButton>
    </Stack>
  );
}
