import { describe, expect, it } from 'vitest';
import { isWholeNumberIn } from './wholeNumbers.js';

describe('isWholeNumberIn 5 to 10', () => {
  it.each([
    [5, true],
    [10, true],
    [4, false],
    [11, false],
    [5.5, false],
    [Number.NaN, false],
    ['7', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isWholeNumberIn(value, 5, 10)).toBe(expected);
  });
});
