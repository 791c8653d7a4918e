import {
  COMMENT_MENTIONS_MAX,
  type CommentMention,
  commentParts,
  ELEMENT_CONTENT_MESSAGES,
  fullNameOf,
  mentionedUserIds,
} from '@prozesspuls/shared';
import { logger } from '../../adapters/logger.js';
import { sendMail } from '../../adapters/mail.js';
import { setting } from '../../config/env.js';
import { loadUsers } from '../../data/repositories/userAccounts.js';
import { RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { belongToClient } from '../models/accessContext.js';
import { commentMentionMail } from './mails.js';

interface MentionedUser {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/**
 * The ids a new comment mentions, checked before anything is written: at most 20, and every one
 * a member (or invitee) of the caller's client, so nobody outside the tenant can be mentioned or
 * mailed — another client's user id is refused like an unknown one.
 */
export async function checkedMentions(clientId: number, text: string): Promise<string[]> {
  const ids = mentionedUserIds(text);
  if (ids.length > COMMENT_MENTIONS_MAX) throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.tooManyMentions);
  if (!(await belongToClient(clientId, ids)))
    throw new RuleViolation(ELEMENT_CONTENT_MESSAGES.mentionNotMember);
  return ids;
}

async function usersById(userIds: readonly string[]): Promise<Map<string, MentionedUser>> {
  const users = await loadUsers([...new Set(userIds)]);
  return new Map(users.map((u) => [u.userId, u]));
}

/** The mentions of each comment with the members' current names (one batch read for all). */
export async function mentionsOf(texts: readonly string[]): Promise<CommentMention[][]> {
  const idsPerText = texts.map(mentionedUserIds);
  const users = await usersById(idsPerText.flat());
  return idsPerText.map((ids) =>
    ids.map((userId) => {
      const user = users.get(userId);
      return { userId, fullName: user ? fullNameOf(user) : userId };
    }),
  );
}

/** The comment as a mail shows it: mentions as '@Name'. */
const readable = (text: string, names: ReadonlyMap<string, string>) =>
  commentParts(text)
    .map((part) => (part.kind === 'text' ? part.text : `@${names.get(part.userId) ?? part.userId}`))
    .join('');

/**
 * Mails every mentioned member except the author, with a link that opens the model at the
 * element. A failed mail is logged and never undoes the comment.
 */
export async function mailMentionedMembers(args: {
  caller: Identity;
  mentions: readonly CommentMention[];
  text: string;
  uuid: string;
  elementId: string;
  elementName: string;
  modelName: string;
}): Promise<void> {
  const recipients = args.mentions.filter((m) => m.userId !== args.caller.userId);
  if (recipients.length === 0) return;
  const users = await usersById([args.caller.userId, ...recipients.map((m) => m.userId)]);
  const author = users.get(args.caller.userId);
  const names = new Map(args.mentions.map((m) => [m.userId, m.fullName]));
  const link = `${setting('appUrl')}/modelEdit/${args.uuid}?element=${encodeURIComponent(args.elementId)}`;
  await Promise.all(
    recipients.map(async ({ userId }) => {
      const recipient = users.get(userId);
      if (!recipient) return;
      try {
        await sendMail(
          commentMentionMail({
            to: recipient.email,
            firstName: recipient.firstName,
            authorName: author ? fullNameOf(author) : args.caller.userId,
            modelName: args.modelName,
            elementName: args.elementName || args.elementId,
            commentText: readable(args.text, names),
            link,
          }),
        );
      } catch (error) {
        logger.error('comment mention mail failed', { error });
      }
    }),
  );
}
