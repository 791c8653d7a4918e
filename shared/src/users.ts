/** Two upper-case initials from first and last name, else from the user id (seed 000 §2). */
export function initialsOf(user: { firstName?: string; lastName?: string; userId?: string }): string {
  const first = user.firstName?.trim()[0] ?? '';
  const last = user.lastName?.trim()[0] ?? '';
  const fromNames = `${first}${last}`;
  if (fromNames.length === 2) return fromNames.toUpperCase();
  return (user.userId ?? '').slice(0, 2).toUpperCase();
}

export function fullNameOf(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** User ids are e-mail addresses compared case-insensitively. */
export function normalizeUserId(value: string): string {
  return value.trim().toLowerCase();
}
