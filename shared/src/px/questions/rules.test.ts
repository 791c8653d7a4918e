import { describe, expect, it } from 'vitest';
import { isNewQuestion, nonEmptyOptions } from './rules.js';

const DAY = 86_400_000;

describe('question rules', () => {
  it.each([
    [0, true],
    [7 * DAY, true],
    [7 * DAY + 1, false],
  ])('a question %i ms old is new: %s', (age, expected) => {
    expect(isNewQuestion(1_000_000_000_000 - age, 1_000_000_000_000)).toBe(expected);
  });

  it('a standard question (no creation date) is never new', () => {
    expect(isNewQuestion(null, Date.now())).toBe(false);
  });

  it('drops empty options', () => {
    expect(nonEmptyOptions([{ value: 'Ja' }, { value: ' ' }, { value: '' }])).toEqual([{ value: 'Ja' }]);
  });
});
