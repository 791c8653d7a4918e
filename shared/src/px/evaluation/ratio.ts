/**
 * Exact non-negative fractions for node scores: a node's score is the mean of its children's exact
 * means, rounded once at the end, so no float error decides whether 2.25 becomes 2.2 or 2.3.
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

export function ratio(num: number | bigint, den: number | bigint): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n) throw new RangeError('A ratio needs a positive denominator');
  const divisor = gcd(n, d);
  return { num: n / divisor, den: d / divisor };
}

/** The unweighted mean of the given ratios (at least one). */
export function meanOfRatios(values: readonly Ratio[]): Ratio {
  if (values.length === 0) throw new RangeError('The mean of nothing is undefined');
  let sum = ratio(0, 1);
  for (const value of values) sum = ratio(sum.num * value.den + value.num * sum.den, sum.den * value.den);
  return ratio(sum.num, sum.den * BigInt(values.length));
}

/** Rounds a non-negative ratio to `decimals` places, half up, exactly. */
export function roundRatio(value: Ratio, decimals: number): number {
  if (value.num < 0n) throw new RangeError('roundRatio handles non-negative ratios');
  const scale = 10n ** BigInt(decimals);
  const units = (2n * value.num * scale + value.den) / (2n * value.den);
  return Number(units) / Number(scale);
}
