/**
 * Typed survey recipients in the demo client's users' domain, which its surveys may go to (padding
 * rule: other domains are refused). A random tag keeps one run's addresses apart from an earlier
 * run's on the same local cloud, and `prefix` one test file's from another's; the file names its
 * other objects with the same `tag`.
 */
export function demoRecipients(prefix?: string) {
  const tag = Math.random().toString(36).slice(2, 8);
  const label = prefix === undefined ? tag : `${prefix}-${tag}`;
  const address = (name: string) => `${name}-${label}@demo.local`;
  /** `n` numbered addresses, e.g. to reach the anonymity threshold of 5. */
  const addresses = (name: string, n: number) =>
    Array.from({ length: n }, (_, index) => address(`${name}${index + 1}`));
  return { tag, address, addresses };
}
