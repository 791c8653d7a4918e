/**
 * Whether `value` is one of `values`, as a type guard over a closed list declared `as const`
 * (the list's own `includes` takes only its literal type, so every check would need a cast).
 */
export function isOneOf<const V>(values: readonly V[], value: unknown): value is V {
  return (values as readonly unknown[]).includes(value);
}
