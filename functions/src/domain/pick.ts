/**
 * The named properties of `source` and no others: a stored record holds more than an API answer
 * may show (tenant id, documents, versions), so answers copy what they show by name.
 */
export function pick<T extends object, const K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
