import { meetsPasswordPolicy } from '@prozesspuls/shared/rules';

export interface NewPasswordValues {
  readonly password: string;
  readonly repeat: string;
}

export type NewPasswordFieldError = 'required' | 'mismatch' | 'policy';

export interface NewPasswordErrors {
  readonly password?: NewPasswordFieldError;
  readonly repeat?: NewPasswordFieldError;
}

/**
 * Both fields are required ('Pflichtfeld.') and must match ('Die Passwörter müssen übereinstimmen');
 * the password must meet the user pool's policy (shared/src/passwordPolicy.ts), which the form
 * shows as the user types, so 'Speichern' is only offered for a password the server accepts.
 */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: { password?: NewPasswordFieldError; repeat?: NewPasswordFieldError } = {};
  if (values.password === '') errors.password = 'required';
  else if (!meetsPasswordPolicy(values.password)) errors.password = 'policy';
  if (values.repeat === '') errors.repeat = 'required';
  else if (values.password !== '' && values.password !== values.repeat) errors.repeat = 'mismatch';
  return errors;
}

export function isNewPasswordValid(values: NewPasswordValues): boolean {
  const errors = validateNewPassword(values);
  return errors.password === undefined && errors.repeat === undefined;
}
