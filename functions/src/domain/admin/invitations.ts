import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JoinClientResponse } from '@prozesspuls/shared';
import type { Mail } from '../../adapters/mail.js';
import { sendMail } from '../../adapters/mail.js';
import { setting } from '../../config/env.js';
import { loadInvitation } from '../../data/repositories/memberships.js';
import {
  createInvitationCounted,
  turnInvitationIntoMembership,
} from '../../data/repositories/roleAssignments.js';
import { clientRecord } from '../../data/repositories/tenantData.js';
import { Conflict, RuleViolation } from '../errors.js';
import { escapeHtml } from '../escapeHtml.js';
import type { Identity } from '../identity.js';
import { recordFirstStep } from '../onboarding/firstSteps.js';
import { audit } from './audit.js';
import { ASSIGNMENT_ATTEMPTS } from './roleCounts.js';

/**
 * Adding a person who already has an account on the platform to a client needs that person's
 * consent: the admin's request creates a pending invitation (entity invitation in the tenant partition, with the
 * roles) and mails the person a link `/join/<clientId>.<token>`. Accepting needs the person signed
 * in as themselves (so the password of the existing account) and the token from the mail; only
 * then does the membership exist. The admin's answer and list look exactly as for a new person,
 * with the names the admin typed: nothing of the existing profile is revealed.
 */

export const ALREADY_MEMBER_MESSAGE = 'Der Nutzer ist diesem Mandanten bereits zugeordnet.';
export const UNKNOWN_ROLE_MESSAGE = 'Rolle muss angegeben werden';
export const INVITATION_INVALID_MESSAGE =
  'Diese Einladung ist ungültig, wurde bereits angenommen oder gilt für ein anderes Konto. Bitte melden Sie sich mit dem eingeladenen Konto an.';
export const RETRY_MESSAGE =
  'Die Änderung ist mit einer anderen zusammengetroffen. Bitte versuchen Sie es erneut.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link token: the client id (where to look) and 32 random bytes (only their hash is stored). */
function newJoinToken(clientId: number) {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${clientId}.${secret}`, tokenHash: hashOf(secret) };
}

function parseJoinToken(token: string): { clientId: number; secret: string } | undefined {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  return { clientId: Number(match[1]), secret: match[2] };
}

export function joinMail(args: { to: string; firstName: string; companyName: string; link: string }): Mail {
  const subject = 'ProzessPuls: Einladung in einen Mandanten';
  const intro = `Sie wurden in den Mandanten „${args.companyName}“ eingeladen.`;
  const how =
    'Melden Sie sich über diesen Link mit Ihrem bestehenden Konto an und bestätigen Sie die Einladung:';
  const outro =
    'Erst mit Ihrer Bestätigung werden Sie dem Mandanten zugeordnet. Wenn Sie die Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.';
  const text = `Hallo ${args.firstName},\n\n${intro} ${how}\n\n${args.link}\n\n${outro}\n`;
  const html = `<p>Hallo ${escapeHtml(args.firstName)},</p><p>${escapeHtml(intro)} ${how}</p><p><a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p><p>${outro}</p>`;
  return { to: args.to, subject, text, html };
}

export interface InvitationRequest {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly iconColor: string;
  readonly roleIds: readonly string[];
}

/**
 * Creates the pending invitation (counting its roles, refused when the person is a member or
 * invited already) and mails the link to the person's own address.
 */
export async function inviteExistingUser(
  caller: Identity,
  request: InvitationRequest,
  recipientFirstName: string,
): Promise<void> {
  const { clientId } = caller;
  const { token, tokenHash } = newJoinToken(clientId);
  for (let attempt = 1; ; attempt++) {
    const outcome = await createInvitationCounted({
      clientId,
      userId: request.userId,
      roleIds: request.roleIds,
      firstName: request.firstName,
      lastName: request.lastName,
      iconColor: request.iconColor,
      invitedBy: caller.userId,
      tokenHash,
    });
    if (outcome === 'written') break;
    if (outcome === 'alreadyMember') throw new Conflict(ALREADY_MEMBER_MESSAGE);
    if (outcome === 'concurrentWrite' && attempt < ASSIGNMENT_ATTEMPTS) continue;
    if (outcome === 'concurrentWrite') throw new Conflict(RETRY_MESSAGE);
    // Otherwise a role's patch failed: the role was deleted meanwhile.
    throw new RuleViolation(UNKNOWN_ROLE_MESSAGE);
  }
  await audit(clientId, caller.userId, 'user.invite', request.userId, { roles: request.roleIds });
  await recordFirstStep(clientId, 'colleagueInvited');
  const client = await clientRecord(clientId);
  const link = `${setting('appUrl')}/join/${encodeURIComponent(token)}`;
  await sendMail(
    joinMail({
      to: request.userId,
      firstName: recipientFirstName,
      companyName: client?.companyName ?? '',
      link,
    }),
  );
}

/**
 * Accepts an invitation: the caller must be signed in as the invited user and hold the mailed
 * token. The invitation turns into the membership in one transaction (its roles stay counted).
 */
export async function acceptInvitation(caller: Identity, token: string): Promise<JoinClientResponse> {
  const parsed = parseJoinToken(token);
  if (!parsed) throw new RuleViolation(INVITATION_INVALID_MESSAGE);
  const { clientId } = parsed;
  const invitation = await loadInvitation(clientId, caller.userId);
  const expected = Buffer.from(invitation?.tokenHash ?? '', 'hex');
  const given = Buffer.from(hashOf(parsed.secret), 'hex');
  if (!invitation || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new RuleViolation(INVITATION_INVALID_MESSAGE);
  }
  const outcome = await turnInvitationIntoMembership({
    clientId,
    userId: caller.userId,
    roleIds: invitation.roleIds,
    tokenHash: invitation.tokenHash,
    rev: invitation.rev,
  });
  if (outcome === 'alreadyMember') throw new Conflict(ALREADY_MEMBER_MESSAGE);
  // The invitation was changed (roles) or withdrawn meanwhile: the link still works on a retry.
  if (outcome === 'invitationChanged') throw new Conflict(RETRY_MESSAGE);
  await audit(clientId, caller.userId, 'user.join', caller.userId, { roles: invitation.roleIds });
  const client = await clientRecord(clientId);
  return { clientId, companyName: client?.companyName ?? '' };
}
