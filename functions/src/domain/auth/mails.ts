import type { Mail } from '../../adapters/mail.js';
import { escapeHtml } from '../escapeHtml.js';

/** The mail with a link to set a password, for a reset or an invitation. */
export function passwordLinkMail(args: {
  to: string;
  firstName: string;
  link: string;
  purpose: 'reset' | 'invite';
}): Mail {
  const subject =
    args.purpose === 'reset' ? 'ProzessPuls: Passwort zurücksetzen' : 'ProzessPuls: Einladung zur Plattform';
  const intro =
    args.purpose === 'reset'
      ? 'Sie haben angefordert, Ihr Passwort zurückzusetzen.'
      : 'Sie wurden zu ProzessPuls eingeladen.';
  const text = `Hallo ${args.firstName},\n\n${intro} Über diesen Link legen Sie ein neues Passwort fest:\n\n${args.link}\n\nDer Link kann nur einmal verwendet werden.\n`;
  const html = `<p>Hallo ${escapeHtml(args.firstName)},</p><p>${intro} Über diesen Link legen Sie ein neues Passwort fest:</p><p><a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p><p>Der Link kann nur einmal verwendet werden.</p>`;
  return { to: args.to, subject, text, html };
}
