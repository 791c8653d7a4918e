export interface NewPasswordValues {
  readonly password: string;
  readonly repeat: string;
}

export type NewPasswordFieldError = 'required' | 'mismatch';

export interface NewPasswordErrors {
  readonly password?: NewPasswordFieldError;
  readonly repeat?: NewPasswordFieldError;
}

/**
 * Both fields are required ('Required.') and must match ('Die Passwörter müssen übereinstimmen').
 * The strength policy is the server's to judge; its message is shown when it refuses.
 */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: { password?: NewPasswordFieldError; repeat?: NewPasswordFieldError } = {};
  if (values.password === '') errors.password = 'required';
  if (values.repeat === '') errors.repeat = 'required';
  else if (values.password !== '' && values.password !== values.repeat) errors.repeat = 'mismatch';
  return errors;
}

export function isNewPasswordValid(values: NewPasswordValues): boolean {
  const errors = validateNewPassword(values);
  return errors.password === undefined && errors.repeat === undefined;
}
