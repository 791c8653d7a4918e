/**
 * Who counts toward a survey round's anonymity threshold (part 1 "padding"): only distinct
 * people the sender does not control. An address counts once however it is spelled (case, spaces,
 * `+tag` sub-addresses), it must belong to one of the client's allowed mail domains, and the
 * sender's own address never counts.
 */

/**
 * The form in which one mailbox is one recipient: trimmed, lower-case, without a `+tag` in the
 * local part (`Anna+x@Firma.de` and `anna@firma.de` reach the same mailbox, so they are one person).
 */
export function normalizeRecipientEmail(value: string): string {
  const address = value.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that is only a tag (`+x@…`) keeps it: nothing would be left to identify the mailbox.
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}

/** The mail domain of an address, lower-case ('' when there is none). */
export function mailDomainOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? '' : trimmed.slice(at + 1);
}

/** A mail domain as stored: trimmed, lower-case, without a leading '@'. */
export const normalizeMailDomain = (value: string) => value.trim().toLowerCase().replace(/^@+/, '');

/** A plausible mail domain (labels of letters, digits and hyphens, at least one dot). */
export const MAIL_DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

export const isMailDomain = (value: string) => MAIL_DOMAIN_PATTERN.test(normalizeMailDomain(value));

/** At most this many allowed mail domains per client. */
export const MAIL_DOMAINS_MAX = 50;

/** The distinct domains of the given addresses, sorted: the default of a client's allowed domains. */
export function mailDomainsOf(addresses: readonly string[]): string[] {
  const domains = new Set(addresses.map(mailDomainOf).filter((domain) => domain !== ''));
  return [...domains].sort();
}

export const MAIL_DOMAIN_MESSAGES = {
  invalidDomain: (domains: readonly string[]) =>
    `Keine gültige Mail-Domain: ${domains.join(', ')}. Bitte geben Sie Domains wie firma.de an.`,
  noDomains: 'Bitte geben Sie mindestens eine erlaubte Mail-Domain an.',
  tooManyDomains: `Es sind höchstens ${MAIL_DOMAINS_MAX} Mail-Domains erlaubt.`,
  widening: (domains: readonly string[]) =>
    `Nur ein Plattform-Superuser kann Mail-Domains erlauben, die keine Adresse eines Benutzers dieses Mandanten hat: ${domains.join(', ')}.`,
  foreignDomains: (domains: readonly string[]) =>
    `Die Umfrage wurde nicht versendet: Empfänger mit Adressen außerhalb der erlaubten Mail-Domains des Mandanten (${domains.join(', ')}). Nur Adressen dieser Domains zählen als Teilnehmende; die Domains legt die Administration fest.`,
  belowThreshold: (eligible: number, threshold: number) =>
    `Die Umfrage wurde nicht versendet: Sie erreicht nur ${eligible} verschiedene Empfänger, die Anonymitätsschwelle des Mandanten verlangt mindestens ${threshold}. Mehrfach genannte Adressen (auch mit +Zusatz) zählen einmal, Ihre eigene Adresse zählt nicht.`,
} as const;

/**
 * Judges a new list of allowed mail domains. A tenant administrator may only choose among the
 * default (the domains of the client's users) and the domains allowed already; adding any other
 * domain widens who counts as an employee and is for a platform superuser only.
 * Answers the normalised, sorted list or the German refusal.
 */
export function changeAllowedMailDomains(
  requested: readonly string[],
  context: {
    readonly defaults: readonly string[];
    readonly current: readonly string[];
    readonly isSuperuser: boolean;
  },
):
  | { readonly ok: true; readonly domains: string[] }
  | { readonly ok: false; readonly reason: 'invalid' | 'widening'; readonly msg: string } {
  const domains = [...new Set(requested.map(normalizeMailDomain))].sort();
  if (domains.length === 0) return { ok: false, reason: 'invalid', msg: MAIL_DOMAIN_MESSAGES.noDomains };
  if (domains.length > MAIL_DOMAINS_MAX)
    return { ok: false, reason: 'invalid', msg: MAIL_DOMAIN_MESSAGES.tooManyDomains };
  const invalid = domains.filter((domain) => !MAIL_DOMAIN_PATTERN.test(domain));
  if (invalid.length > 0)
    return { ok: false, reason: 'invalid', msg: MAIL_DOMAIN_MESSAGES.invalidDomain(invalid) };
  if (!context.isSuperuser) {
    const permitted = new Set([...context.defaults, ...context.current]);
    const widening = domains.filter((domain) => !permitted.has(domain));
    if (widening.length > 0)
      return { ok: false, reason: 'widening', msg: MAIL_DOMAIN_MESSAGES.widening(widening) };
  }
  return { ok: true, domains };
}

export interface RecipientCheck {
  /** Distinct normalised addresses that count toward the threshold (the sender's own excluded). */
  readonly eligible: readonly string[];
  /** Whether the sender's own address is among the recipients (it gets a link but never counts). */
  readonly includesSender: boolean;
  /** Domains of recipients outside the allowed ones, sorted; the send is refused when any. */
  readonly foreignDomains: readonly string[];
}

/**
 * Sorts the recipients of one send: normalises and deduplicates them, sets the sender's own address
 * apart and collects the domains that are not allowed.
 */
export function checkRecipients(
  addresses: readonly string[],
  allowedDomains: readonly string[],
  senderEmail: string,
): RecipientCheck {
  const allowed = new Set(allowedDomains.map(normalizeMailDomain));
  const sender = normalizeRecipientEmail(senderEmail);
  const distinct = [...new Set(addresses.map(normalizeRecipientEmail))];
  const foreign = new Set(distinct.map(mailDomainOf).filter((domain) => !allowed.has(domain)));
  return {
    eligible: distinct.filter((address) => address !== sender),
    includesSender: distinct.includes(sender),
    foreignDomains: [...foreign].sort(),
  };
}

/**
 * The German refusal of a round that would reach fewer distinct eligible recipients than the
 * threshold (those of the round so far plus the new ones of this send), or null when it may go out.
 */
export function recipientThresholdRefusal(eligibleInRound: number, threshold: number): string | null {
  return eligibleInRound < threshold ? MAIL_DOMAIN_MESSAGES.belowThreshold(eligibleInRound, threshold) : null;
}

/**
 * The threshold a round's results must reach: each sender who is also a recipient of the round
 * could answer himself, so the round needs one more answer per such sender before any group
 * result is shown.
 */
export const effectiveThreshold = (threshold: number, senderRecipients: number) =>
  threshold + Math.max(0, senderRecipients);

export interface DomainCount {
  readonly domain: string;
  readonly count: number;
}

/** Recipients per mail domain (never the addresses), most first, then by name. */
export function recipientsPerDomain(addresses: readonly string[]): DomainCount[] {
  const counts = new Map<string, number>();
  for (const address of new Set(addresses.map(normalizeRecipientEmail))) {
    const domain = mailDomainOf(address);
    counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  return [...counts]
    .map(([domain, count]) => ({ domain, count }))
    .sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain));
}
