/**
 * The legal pages every visitor reaches from the footer (Impressum, Datenschutzerklärung, AVV):
 * one text per platform, not per tenant, edited by the platform superuser. The text is plain:
 * paragraphs separated by a blank line, shown as text (never as HTML).
 */
import { tooLongMessage } from '../messages.js';
import { isOneOf } from '../oneOf.js';
export const LEGAL_PAGES = ['impressum', 'datenschutz', 'avv'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const LEGAL_TITLES: Readonly<Record<LegalPage, string>> = {
  impressum: 'Impressum',
  datenschutz: 'Datenschutzerklärung',
  avv: 'Auftragsverarbeitungsvertrag (AVV)',
};

export const LEGAL_TEXT_MAX = 50_000;

export const LEGAL_MESSAGES = {
  unknownPage: 'Diese Seite gibt es nicht.',
  tooLong: tooLongMessage('Der Text', LEGAL_TEXT_MAX.toLocaleString('de-DE')),
  onlySuperuser: 'Nur der Plattform-Superuser darf die rechtlichen Seiten bearbeiten.',
  notYetWritten: 'Der Betreiber hat diesen Text noch nicht hinterlegt.',
} as const;

export const isLegalPage = (value: string): value is LegalPage => isOneOf(LEGAL_PAGES, value);

/** The paragraphs of a legal text: separated by blank lines, trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
