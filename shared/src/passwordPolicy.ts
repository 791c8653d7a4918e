/**
 * The user pool's password policy (the CDK identity stack and the local pool use the same):
 * at least 8 characters with upper- and lower-case letters, a digit and a special character.
 * Checked before calling Cognito, so the rule and its German message hold on every emulator.
 */
export const PASSWORD_MIN_LENGTH = 8;

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-zäöüß]/.test(password) &&
    /[A-ZÄÖÜ]/.test(password) &&
    /\d/.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/** The policy's parts one by one, for a form that shows them while the user types. */
export interface PasswordPolicyChecks {
  readonly length: boolean;
  readonly lower: boolean;
  readonly upper: boolean;
  readonly digit: boolean;
  readonly special: boolean;
}

export function passwordPolicyChecks(password: string): PasswordPolicyChecks {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lower: /[a-zäöüß]/.test(password),
    upper: /[A-ZÄÖÜ]/.test(password),
    digit: /\d/.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
}
