/** One POST /px/survey/send call's recipients. */
export interface RecipientChunk {
  readonly userIds: readonly string[];
  readonly emails: readonly string[];
}

/**
 * Addresses as typed or pasted into the chip field: split at commas, semicolons and white space,
 * trimmed, empty pieces dropped ('a@x.de; b@y.de' gives two chips).
 */
export function splitAddresses(input: string): string[] {
  return input
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

/** The chips after adding typed text: new addresses appended, duplicates (case-insensitive) dropped. */
export function addAddresses(current: readonly string[], typed: readonly string[]): string[] {
  const seen = new Set(current.map((address) => address.toLowerCase()));
  const next = [...current];
  for (const address of typed.flatMap(splitAddresses)) {
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    next.push(address);
  }
  return next;
}

/**
 * Splits the recipients into calls of at most `size` recipients in all (members first, then the
 * typed addresses), so a few hundred recipients go out in several calls with visible progress.
 * Sending is idempotent per recipient and round on the server, so a retried call sends nobody a
 * second link.
 */
export function chunkRecipients(
  userIds: readonly string[],
  emails: readonly string[],
  size: number,
): RecipientChunk[] {
  const all = [
    ...userIds.map((id) => ({ kind: 'user' as const, id })),
    ...emails.map((id) => ({ kind: 'email' as const, id })),
  ];
  const chunks: RecipientChunk[] = [];
  for (let start = 0; start < all.length; start += size) {
    const part = all.slice(start, start + size);
    chunks.push({
      userIds: part.filter((r) => r.kind === 'user').map((r) => r.id),
      emails: part.filter((r) => r.kind === 'email').map((r) => r.id),
    });
  }
  return chunks;
}
