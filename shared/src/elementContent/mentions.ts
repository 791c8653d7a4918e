/**
 * '@Name' mentions in element comments. The stored text keeps a mention as the user's
 * id in a token, `@[max@demo.local]`, so a later change of the name still renders the current
 * name and the server can check and mail exactly the people meant. The SPA shows `@Vorname
 * Nachname` while typing and swaps in the tokens on sending (`withMentionTokens`).
 */

/** The most people one comment may mention (each gets a mail). */
export const COMMENT_MENTIONS_MAX = 20;

const TOKEN = /@\[([^\]\s[]{1,320})\]/g;

export const mentionToken = (userId: string) => `@[${userId}]`;

/** The distinct user ids a comment text mentions, in order of first appearance. */
export function mentionedUserIds(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => (m[1] ?? '').toLowerCase()))];
}

export type CommentPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'mention'; readonly userId: string };

/** Splits a stored comment into plain text and mentions, for rendering (never as HTML). */
export function commentParts(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'mention', userId: (match[1] ?? '').toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * Replaces every `@Name` the author picked from the suggestions (and left in the text) by its
 * token. Longer names first, so 'Anna Maria Schulz' is not cut short by a picked 'Anna Maria'.
 */
export function withMentionTokens(
  text: string,
  picked: readonly { readonly userId: string; readonly name: string }[],
): string {
  const byLength = [...picked].sort((a, b) => b.name.length - a.name.length);
  let result = text;
  for (const { userId, name } of byLength) result = result.split(`@${name}`).join(mentionToken(userId));
  return result;
}

/**
 * The word being typed after an '@' right before the caret (the suggestion filter), or null when
 * the caret is not in a mention. A mention starts the text or follows whitespace, so e-mail
 * addresses typed in a comment do not open the suggestions.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]]{0,40})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}
