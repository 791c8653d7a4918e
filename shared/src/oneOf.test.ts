import { describe, expect, it } from 'vitest';
import { isOneOf } from './oneOf.js';

const STATES = ['offen', 'erledigt'] as const;

describe('isOneOf', () => {
  it('accepts exactly the listed values, case and type included', () => {
    expect(isOneOf(STATES, 'offen')).toBe(true);
    expect(isOneOf(STATES, 'Offen')).toBe(false);
    expect(isOneOf(STATES, undefined)).toBe(false);
    expect(isOneOf([1, 2] as const, '1')).toBe(false);
  });
});
