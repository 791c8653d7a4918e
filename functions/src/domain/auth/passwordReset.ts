import { MSG, meetsPasswordPolicy, normalizeUserId } from '@prozesspuls/shared';
import { sendMail } from '../../adapters/mail.js';
import { PasswordPolicyViolation, setPermanentPassword } from '../../adapters/userPool.js';
import { setting } from '../../config/env.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import { NotFound, RuleViolation } from '../errors.js';
import { claimAuthToken, issueAuthToken, releaseAuthToken } from './authTokens.js';
import { passwordLinkMail } from './mails.js';
import { takeResetMailSlot } from './resetThrottle.js';
import { endAllSessions } from './sessions.js';

/**
 * Mails a single-use link to /tokenAuth/{authToken}; an unknown address answers as specified.
 * Beyond the mail limit per address the answer is the same as for a sent mail, but none is sent.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const userId = normalizeUserId(email);
  const user = await loadUser(userId);
  if (!user) throw new NotFound(MSG.resetUnknownUser);
  if (!(await takeResetMailSlot(userId))) return;
  const token = await issueAuthToken(userId, 'reset');
  const link = `${setting('appUrl')}/tokenAuth/${encodeURIComponent(token)}`;
  await sendMail(passwordLinkMail({ to: user.email, firstName: user.firstName, link, purpose: 'reset' }));
}

/**
 * Sets the password of an invited or resetting user; the token works once. Every session that
 * existed before (refresh and access tokens) ends with it.
 */
export async function setPasswordWithToken(token: string, password: string): Promise<void> {
  // Checked first, so a weak password never uses up the link.
  if (!meetsPasswordPolicy(password)) throw new RuleViolation(MSG.passwordPolicy);
  const userId = await claimAuthToken(token);
  if (!userId) throw new RuleViolation(MSG.tokenInvalid);
  try {
    await setPermanentPassword(userId, password);
  } catch (error) {
    await releaseAuthToken(token);
    if (error instanceof PasswordPolicyViolation) throw new RuleViolation(MSG.passwordPolicy);
    throw error;
  }
  await endAllSessions(userId);
}
