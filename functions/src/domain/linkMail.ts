import type { Mail } from '../adapters/mail.js';
import { escapeHtml } from './escapeHtml.js';

/** Who a notification goes to, and the link it ends with. */
export interface MailRecipient {
  readonly to: string;
  /** Greeted by name ('Hallo …,'); without one the mail opens with 'Guten Tag,'. */
  readonly firstName?: string;
  readonly link: string;
}

/** A recipient greeted by name (every notification to a member). */
export type MemberRecipient = Required<MailRecipient>;

/**
 * A mail of a greeting and paragraphs followed by the recipient's link, as text and as HTML
 * (every notification of the app: questions, mentions, survey finished and reminder, measure overdue).
 */
export function linkMail(recipient: MailRecipient, subject: string, paragraphs: readonly string[]): Mail {
  const { to, firstName, link } = recipient;
  const lines = [firstName === undefined ? 'Guten Tag,' : `Hallo ${firstName},`, ...paragraphs];
  const text = `${lines.join('\n\n')}\n\n${link}\n`;
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject, text, html };
}
