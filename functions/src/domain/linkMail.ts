import type { Mail } from '../adapters/mail.js';
import { escapeHtml } from './escapeHtml.js';

/**
 * A mail of paragraphs followed by one link, as text and as HTML (every notification of the app:
 * questions, mentions, survey finished, measure overdue).
 */
export function linkMail(to: string, subject: string, lines: readonly string[], link: string): Mail {
  const text = `${lines.join('\n\n')}\n\n${link}\n`;
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject, text, html };
}
