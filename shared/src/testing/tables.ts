import { expect, it } from 'vitest';

/** The values a yes/no rule must say yes to and those it must say no to. */
export interface AcceptsAndRefuses<T> {
  readonly accepts: readonly T[];
  readonly refuses: readonly T[];
}

/** One test per value: `rule` is true for every value of `accepts` and false for every value of `refuses`. */
export function itAcceptsAndRefuses<T>(rule: (value: T) => boolean, cases: AcceptsAndRefuses<T>): void {
  it.each(cases.accepts)('accepts %j', (value) => {
    expect(rule(value)).toBe(true);
  });
  it.each(cases.refuses)('refuses %j', (value) => {
    expect(rule(value)).toBe(false);
  });
}

/** One test per row `[input, expected]`: `fn(input)` equals `expected`. */
export function itReturns<I, O>(fn: (input: I) => O, rows: readonly (readonly [I, O])[]): void {
  it.each(rows)('%j → %j', (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
