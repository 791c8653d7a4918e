import { describe, expect, it } from 'vitest';
import {
  assignElementNumber,
  compareElementNumbers,
  elementNumberError,
  nextElementNumber,
  normalizeElementNumber,
} from './elementNumbers.js';

describe('element numbers', () => {
  it.each([
    ['1', undefined],
    ['1.1', undefined],
    ['2.3.10', undefined],
    ['0', 'Die Nummer 0 kann nicht vergeben werden'],
    ['0.1', 'Die Nummer 0 kann nicht vergeben werden'],
    ['1.', 'Invalid number format. Use hierarchical format like 1, 1.1, 2.3, etc.'],
    ['a', 'Invalid number format. Use hierarchical format like 1, 1.1, 2.3, etc.'],
    ['1..2', 'Invalid number format. Use hierarchical format like 1, 1.1, 2.3, etc.'],
    ['-1', 'Invalid number format. Use hierarchical format like 1, 1.1, 2.3, etc.'],
  ])('%j → %s', (value, expected) => {
    expect(elementNumberError(value)).toBe(expected);
  });

  it('orders hierarchically and normalises', () => {
    expect(['2', '1.10', '1.2', '1', '1.1'].sort(compareElementNumbers)).toEqual([
      '1',
      '1.1',
      '1.2',
      '1.10',
      '2',
    ]);
    expect(normalizeElementNumber('01.002')).toBe('1.2');
  });

  it('starts new numbers after the current maximum', () => {
    expect(nextElementNumber([])).toBe('1');
    expect(nextElementNumber(['1', '3.2', '2'])).toBe('4');
  });

  it('renumbers the following elements of the same level until a number is free', () => {
    const numbers = new Map([
      ['A', '1'],
      ['B', '2'],
      ['C', '3'],
      ['D', '5'],
      ['X', '9'],
    ]);
    expect(Object.fromEntries(assignElementNumber(numbers, 'X', '2'))).toEqual({ X: '2', B: '3', C: '4' });
    expect(Object.fromEntries(assignElementNumber(numbers, 'X', '4'))).toEqual({ X: '4' });
    expect(
      Object.fromEntries(
        assignElementNumber(
          new Map([
            ['A', '1.1'],
            ['B', '1.2'],
          ]),
          'C',
          '1.1',
        ),
      ),
    ).toEqual({
      C: '1.1',
      A: '1.2',
      B: '1.3',
    });
  });
});
