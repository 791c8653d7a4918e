import { createHash, randomBytes } from 'node:crypto';
import { normalizeRecipientEmail } from '@prozesspuls/shared/px';

/** A participation token: 32 random bytes, base64url in the link; only its SHA-256 is stored. */
export interface IssuedToken {
  readonly token: string;
  readonly hash: string;
}

export const hashParticipationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function issueParticipationToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashParticipationToken(token) };
}

/**
 * The key of a recipient within a round: the SHA-256 of the normalised address (case, spaces and a
 * `+tag` sub-address do not count), so a member chosen from the list, the same address typed as a
 * chip and its sub-addresses are one recipient (one link, counted once toward the threshold).
 */
export const recipientKeyOf = (email: string) =>
  createHash('sha256')
    .update(`mail:${normalizeRecipientEmail(email)}`)
    .digest('hex');
