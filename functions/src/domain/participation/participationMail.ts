import { formatDate } from '@prozesspuls/shared/format';
import { participationPath } from '@prozesspuls/shared/px';
import type { Mail } from '../../adapters/mail.js';
import { escapeHtml } from '../escapeHtml.js';

const formatDeadline = formatDate;

/** The mail with a personal participation link (first invitation or reminder). */
export function participationMail(args: {
  to: string;
  surveyTitle: string;
  link: string;
  deadlineDate: number | null;
  reminder?: boolean;
}): Mail {
  const subject = args.reminder
    ? `Erinnerung: Umfrage „${args.surveyTitle}“`
    : `Einladung zur Umfrage „${args.surveyTitle}“`;
  const intro = args.reminder
    ? `Sie haben an der Umfrage „${args.surveyTitle}“ noch nicht vollständig teilgenommen. Ihre bisherigen Antworten sind gespeichert.`
    : `Sie sind eingeladen, an der Umfrage „${args.surveyTitle}“ teilzunehmen.`;
  const deadline =
    args.deadlineDate === null ? '' : `Die Umfrage läuft bis zum ${formatDeadline(args.deadlineDate)}.`;
  const anonymity =
    'Ihre Antworten werden anonym gespeichert: Niemand kann sehen, wer welche Antworten gegeben hat.';
  const personal = 'Dieser Link ist persönlich. Bitte leiten Sie ihn nicht weiter.';
  const text = `Guten Tag,\n\n${intro}\n\n${args.link}\n\n${deadline ? `${deadline}\n` : ''}${anonymity}\n${personal}\n`;
  const html = `<p>Guten Tag,</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(args.link)}">Zur Umfrage</a><br>${escapeHtml(args.link)}</p>${deadline ? `<p>${escapeHtml(deadline)}</p>` : ''}<p>${escapeHtml(anonymity)}<br>${escapeHtml(personal)}</p>`;
  return { to: args.to, subject, text, html };
}

/** The link of a participation token on the SPA. */
export const participationLink = (appUrl: string, token: string) => `${appUrl}${participationPath(token)}`;
