import { ratio, roundRatio } from './ratio.js';

/**
 * Rounding used by every evaluation figure: half away from zero ("kaufmännisch"), on the decimal
 * value a person reads, never on the binary float. JS `Math.round` rounds -0.25 to -0.2 (towards
 * +∞) and `(1.005).toFixed(2)` gives '1.00'; both would disagree with a hand calculation.
 */

/** Rounds a finite number to `decimals` places, half away from zero, on its shortest decimal form. */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const magnitude = Math.abs(value);
  // `${x}e${d}` shifts the shortest decimal representation, so 1.005 becomes exactly 100.5.
  const shifted = Math.round(Number(`${magnitude}e${decimals}`));
  const rounded = Number(`${shifted}e-${decimals}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Rounds numerator / denominator (non-negative safe integers, denominator > 0) to `decimals`
 * places, half up, with integer arithmetic only: exact for averages and percentages of counts.
 */
export function roundRatioHalfUp(numerator: number, denominator: number, decimals: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0) {
    throw new RangeError('roundRatioHalfUp needs non-negative safe integers');
  }
  return roundRatio(ratio(numerator, denominator), decimals);
}
