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

/**
 * Who is erased: `ids` identify only this person (the e-mail address), `names` are the full names
 * the client knew the person by, `namesakeIds` the ids of other people of the client who carry one
 * of those names.
 */
export interface UserTraces {
  readonly ids: readonly string[];
  readonly names: readonly string[];
  readonly namesakeIds?: readonly string[];
}

/** The ElectroDB entity attribute of a raw item. */
const ENTITY_ATTRIBUTE = '__edb_e__';

/**
 * Records whose only purpose is reaching the person (a survey recipient: its address, its member
 * pointer, its links). Their contact attributes are emptied, not pseudonymised: the pseudonym in
 * an address field would be mailed to, and the record keeps only the status it counts with.
 */
const CONTACT_RECORDS: Readonly<
  Record<string, { readonly emptied: readonly string[]; readonly removed: readonly string[] }>
> = {
  participationRecipient: { emptied: ['email'], removed: ['userId', 'tokenHashes'] },
};

/**
 * The matcher for one item. A name alone does not identify a person when somebody else of the
 * client carries it too: then the name is replaced only in items that also name the erased
 * person's id and no namesake's id (their own comments, versions, surveys); a text that only names
 * "Nina Neu" could mean the namesake and stays. Without a namesake the name is replaced everywhere.
 */
function matcherFor(item: StoredItem, traces: UserTraces): RegExp | undefined {
  const byId = traceMatcher(traces.ids);
  const namesakes = traceMatcher(traces.namesakeIds ?? []);
  const namesApply = !namesakes || (byId !== undefined && mentions(item, byId) && !mentions(item, namesakes));
  return traceMatcher([...traces.ids, ...(namesApply ? traces.names : [])]);
}

/** What erasing the user behind `traces` does to one stored item (see the file comment). */
export function erasureOf(item: StoredItem, traces: UserTraces): ErasureDecision {
  const matcher = matcherFor(item, traces);
  if (!matcher) return { kind: 'keep' };
  if (PRIMARY_KEY_ATTRIBUTES.some((key) => mentions(item[key], matcher))) return { kind: 'delete' };
  if (!mentions(item, matcher)) return { kind: 'keep' };
  const rewritten = replaced(item, matcher) as Record<string, unknown>;
  const contact = CONTACT_RECORDS[String(item[ENTITY_ATTRIBUTE])];
  if (contact) {
    for (const name of contact.emptied) if (name in rewritten) rewritten[name] = '';
    for (const name of contact.removed) delete rewritten[name];
  }
  return { kind: 'rewrite', item: rewritten };
}
