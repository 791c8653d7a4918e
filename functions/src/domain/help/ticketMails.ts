import type { Mail } from '../../adapters/mail.js';
import { escapeHtml } from '../escapeHtml.js';

export interface TicketMailFacts {
  readonly number: string;
  readonly title: string;
  readonly clientName: string;
  readonly reporter: string;
  readonly happened: string;
  readonly expected: string;
  readonly route: string;
  readonly browser: string;
  readonly hasScreenshot: boolean;
}

function mail(to: string, subject: string, paragraphs: readonly string[]): Mail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    // Every line is the user's text or built from it: escaped, line breaks kept.
    html: paragraphs.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}

function reportLines(facts: TicketMailFacts): string[] {
  return [
    `Mandant: ${facts.clientName}\nGemeldet von: ${facts.reporter}\nSeite: ${facts.route || '–'}\nBrowser: ${facts.browser || '–'}\nScreenshot: ${facts.hasScreenshot ? 'ja (in der Ticketliste unter Verwaltung abrufbar)' : 'nein'}`,
    `Was ist passiert?\n${facts.happened}`,
    `Was wurde erwartet?\n${facts.expected}`,
  ];
}

/** To the platform support: the whole report, the number in the subject for replies. */
export function supportTicketMail(to: string, facts: TicketMailFacts): Mail {
  return mail(to, `[${facts.number}] Neuer Fehlerbericht: ${facts.title}`, [
    `Ein neuer Fehlerbericht ist eingegangen (${facts.number}): „${facts.title}“`,
    ...reportLines(facts),
  ]);
}

/** To the reporter: the confirmation with the ticket number and a copy of the report. */
export function reporterTicketMail(facts: TicketMailFacts): Mail {
  return mail(facts.reporter, `Ihr Fehlerbericht ${facts.number} ist eingegangen`, [
    'Guten Tag,',
    `vielen Dank für Ihren Fehlerbericht „${facts.title}“. Er hat die Ticketnummer ${facts.number}. Bitte geben Sie diese Nummer bei Rückfragen an.`,
    ...reportLines(facts),
    'Ihr ProzessPuls-Support',
  ]);
}

/** To the reporter: the support's answer to a ticket. */
export function ticketReplyMail(args: { to: string; number: string; title: string; text: string }): Mail {
  return mail(args.to, `Antwort auf Ihren Fehlerbericht ${args.number}`, [
    'Guten Tag,',
    `zu Ihrem Fehlerbericht „${args.title}“ (${args.number}) schreibt Ihnen der ProzessPuls-Support:`,
    args.text,
    'Ihr ProzessPuls-Support',
  ]);
}
