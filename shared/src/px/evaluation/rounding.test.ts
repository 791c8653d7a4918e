import { describe, expect, it } from 'vitest';
import { meanOfRatios, ratio, roundRatio } from './ratio.js';
import { roundHalfUp, roundRatioHalfUp } from './rounding.js';

describe('roundHalfUp rounds half away from zero on the decimal a person reads', () => {
  it.each([
    [2.25, 1, 2.3],
    [2.35, 1, 2.4],
    [1.005, 2, 1.01],
    [0.19999999999999973, 1, 0.2],
    [-0.25, 1, -0.3],
    [-2.5, 0, -3],
    [2.5, 0, 3],
    [-0.04, 1, 0],
    [0, 1, 0],
    [38.333333333333336, 0, 38],
  ])('roundHalfUp(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });

  it('differs from Math.round on negative halves (documented choice)', () => {
    expect(Math.round(-0.25 * 10) / 10).toBe(-0.2);
    expect(roundHalfUp(-0.25, 1)).toBe(-0.3);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-0.04, 1), 0)).toBe(true);
  });

  it('refuses non-finite numbers', () => {
    expect(() => roundHalfUp(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('roundRatioHalfUp rounds fractions of counts exactly', () => {
  it.each([
    [34, 10, 1, 3.4],
    [23, 20, 1, 1.2],
    [9, 4, 1, 2.3],
    [100, 3, 2, 33.33],
    [200, 3, 2, 66.67],
    [20100, 20000, 2, 1.01],
    [1, 200000, 2, 0],
    [0, 7, 2, 0],
  ])('%s / %s to %s places = %s', (numerator, denominator, decimals, expected) => {
    expect(roundRatioHalfUp(numerator, denominator, decimals)).toBe(expected);
  });

  it('gets 1.005 % right where toFixed does not', () => {
    expect(((201 / 20000) * 100).toFixed(2)).toBe('1.00');
    expect(roundRatioHalfUp(201 * 100, 20000, 2)).toBe(1.01);
  });

  it('refuses a zero denominator and negative or fractional numerators', () => {
    expect(() => roundRatioHalfUp(1, 0, 1)).toThrow(RangeError);
    expect(() => roundRatioHalfUp(-1, 2, 1)).toThrow(RangeError);
    expect(() => roundRatioHalfUp(1.5, 2, 1)).toThrow(RangeError);
  });
});

describe('exact means of fractions', () => {
  it('averages 9/4 and 2 to 17/8 = 2.125, which rounds to 2.1', () => {
    const mean = meanOfRatios([ratio(9, 4), ratio(2, 1)]);
    expect(mean).toEqual({ num: 17n, den: 8n });
    expect(roundRatio(mean, 1)).toBe(2.1);
  });

  it('has no mean of nothing', () => {
    expect(() => meanOfRatios([])).toThrow(RangeError);
  });
});
