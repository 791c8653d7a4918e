import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy } from './passwordPolicy.js';

describe('password policy', () => {
  it.each([
    ['Prozess!2026', true],
    ['Ää1!abcd', true],
    ['kurz', false],
    ['Prozess2026', false],
    ['prozess!2026', false],
    ['PROZESS!2026', false],
    ['Prozess!abc', false],
    ['P!1a', false],
  ])('%s meets the policy: %s', (password, expected) => {
    expect(meetsPasswordPolicy(password)).toBe(expected);
  });
});
