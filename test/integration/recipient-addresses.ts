/**
 * Typed survey recipients in the demo client's users' domain, which its surveys may go to (padding
 * rule: other domains are refused). `tag` keeps one test file's addresses apart from another's.
 */
export function demoRecipients(tag: string) {
  const address = (name: string) => `${name}-${tag}@demo.local`;
  /** `n` numbered addresses, e.g. to reach the anonymity threshold of 5. */
  const addresses = (name: string, n: number) =>
    Array.from({ length: n }, (_, index) => address(`${name}${index + 1}`));
  return { address, addresses };
}
