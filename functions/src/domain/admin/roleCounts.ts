/** The change from one role list to another: what to count up and down. */
export function roleDiff(before: readonly string[], after: readonly string[], existing: ReadonlySet<string>) {
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: [...next].filter((id) => !old.has(id)),
    // A role deleted before the counters existed cannot be counted down.
    removed: [...old].filter((id) => !next.has(id) && existing.has(id)),
  };
}

/** Attempts of a role-assignment transaction before it gives up with 409. */
export const ASSIGNMENT_ATTEMPTS = 5;
