/**
 * Art. 17 DSGVO: what happens to a stored item when a user is erased. An item whose own key
 * names the user (a membership, a notification, a lesson progress: `…#<userId>#…`) is personal
 * data of that user and goes. Every other item that mentions the user (author of a comment, a
 * history entry, a question, a survey's creator) stays, with every mention replaced by the
 * pseudonym, so the colleagues' work keeps its context but no longer names the person.
 */

/** Shown (and stored) wherever a deleted user was the author. */
export const FORMER_USER_LABEL = 'Ehemalige/r Nutzer/in';

/** The primary key attributes of the one table: a trace in them makes the item the user's own. */
export const PRIMARY_KEY_ATTRIBUTES = ['pk', 'sk'] as const;

export type StoredItem = Readonly<Record<string, unknown>>;

export type ErasureDecision =
  | { readonly kind: 'keep' }
  | { readonly kind: 'delete' }
  | { readonly kind: 'rewrite'; readonly item: StoredItem };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The strings that identify a user in stored data: the user id (the e-mail address, stored in
 * lower case but typed in any case into texts) and the full name. Empty or one-letter traces are
 * dropped: they would match everywhere.
 */
export function traceMatcher(traces: readonly string[]): RegExp | undefined {
  const usable = [...new Set(traces.map((t) => t.trim()).filter((t) => t.length > 1))];
  if (usable.length === 0) return undefined;
  // Longest first, so an e-mail address is replaced whole and not via a name inside it.
  usable.sort((a, b) => b.length - a.length);
  return new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
}

/** Whether a stored value (string, list, map or string set) mentions a trace anywhere. */
export function mentions(value: unknown, matcher: RegExp): boolean {
  if (typeof value === 'string') {
    matcher.lastIndex = 0;
    return matcher.test(value);
  }
  if (value instanceof Set || Array.isArray(value)) return [...value].some((v) => mentions(v, matcher));
  if (value !== null && typeof value === 'object')
    return Object.values(value).some((v) => mentions(v, matcher));
  return false;
}

function replaced(value: unknown, matcher: RegExp): unknown {
  if (typeof value === 'string') return value.replace(matcher, FORMER_USER_LABEL);
  if (value instanceof Set) return new Set([...value].map((v) => replaced(v, matcher)));
  if (Array.isArray(value)) return value.map((v) => replaced(v, matcher));
  if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaced(v, matcher)]));
  }
  return value;
}

/** What erasing the user behind `traces` does to one stored item (see the file comment). */
export function erasureOf(item: StoredItem, traces: readonly string[]): ErasureDecision {
  const matcher = traceMatcher(traces);
  if (!matcher) return { kind: 'keep' };
  if (PRIMARY_KEY_ATTRIBUTES.some((key) => mentions(item[key], matcher))) return { kind: 'delete' };
  if (!mentions(item, matcher)) return { kind: 'keep' };
  return { kind: 'rewrite', item: replaced(item, matcher) as StoredItem };
}
