import type { Mail } from '../../adapters/mail.js';
import { escapeHtml } from '../escapeHtml.js';

/** To the reviewer: a model waits for the release decision, with a link to the review screen. */
export function reviewRequestedMail(args: {
  to: string;
  requesterName: string;
  fileName: string;
  commitMsg: string;
  link: string;
}): Mail {
  const subject = `ProzessPuls: Freigabeanfrage für "${args.fileName}"`;
  const text = `Hallo,\n\n${args.requesterName} bittet Sie, das Prozessmodell "${args.fileName}" freizugeben.\n\nKommentar: ${args.commitMsg}\n\nZur Prüfung: ${args.link}\n`;
  const html = `<p>Hallo,</p><p>${escapeHtml(args.requesterName)} bittet Sie, das Prozessmodell "${escapeHtml(args.fileName)}" freizugeben.</p><p>Kommentar: ${escapeHtml(args.commitMsg)}</p><p><a href="${escapeHtml(args.link)}">Zur Prüfung</a></p>`;
  return { to: args.to, subject, text, html };
}

/** To the requester: the reviewer's decision and comment. */
export function reviewDecidedMail(args: {
  to: string;
  reviewerName: string;
  fileName: string;
  accepted: boolean;
  comment: string | null;
  link: string;
}): Mail {
  const decision = args.accepted ? 'freigegeben' : 'abgelehnt';
  const subject = `ProzessPuls: "${args.fileName}" wurde ${decision}`;
  const comment = args.comment ? args.comment : '(kein Kommentar)';
  const text = `Hallo,\n\n${args.reviewerName} hat Ihre Freigabeanfrage für das Prozessmodell "${args.fileName}" ${decision}.\n\nKommentar: ${comment}\n\nZum Prozessmodell: ${args.link}\n`;
  const html = `<p>Hallo,</p><p>${escapeHtml(args.reviewerName)} hat Ihre Freigabeanfrage für das Prozessmodell "${escapeHtml(args.fileName)}" ${decision}.</p><p>Kommentar: ${escapeHtml(comment)}</p><p><a href="${escapeHtml(args.link)}">Zum Prozessmodell</a></p>`;
  return { to: args.to, subject, text, html };
}
