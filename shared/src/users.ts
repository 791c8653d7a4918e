/** What is known of a user where initials are shown: the names, a display name, or only the id. */
export interface InitialsSource {
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  /** A display name ('Max Modell') where first and last name are not kept apart. */
  readonly name?: string | null | undefined;
  readonly userId?: string | null | undefined;
}

/**
 * The one rule for a user's initials everywhere: the first letters of
 * the first and the last word of the user's name ('Max Modell' → 'MM'), so one user shows the same
 * initials in the avatar, the checklists, the catalogue and the release requests. Without two name
 * words the first two characters of the user id stand in, else of the single name word.
 */
export function initialsOf(user: InitialsSource): string {
  const words = [user.firstName, user.lastName, user.name]
    .flatMap((part) => (part ?? '').trim().split(/\s+/))
    .filter(Boolean);
  const first = words[0]?.[0];
  const last = words.length >= 2 ? words.at(-1)?.[0] : undefined;
  if (first && last) return `${first}${last}`.toUpperCase();
  const fallback = user.userId?.trim() || words[0] || '';
  return fallback.slice(0, 2).toUpperCase();
}

export function fullNameOf(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** User ids are e-mail addresses compared case-insensitively. */
export function normalizeUserId(value: string): string {
  return value.trim().toLowerCase();
}
