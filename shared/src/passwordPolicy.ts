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
